import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { CalendarDays, Check, Mail, UserPlus, X, type LucideIcon } from "lucide-react";
import type { InteractionReview } from "@contracts/interactions";
import { Button } from "@/components/ui/button";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { formatDate } from "@/lib/dates";
import { type ReviewAnswer, useAnswerReview, useReviews } from "./review-api";

const SOURCES: Record<InteractionReview["source"], { Icon: LucideIcon; label: string }> = {
  calendar: {
    Icon: CalendarDays,
    get label() {
      return t`Calendar`;
    },
  },
  mail: {
    Icon: Mail,
    get label() {
      return t`Mail`;
    },
  },
};

const personName = (review: InteractionReview) => review.name ?? review.email ?? "this person";

/** The question a review asks, and the toast a yes gets. */
function question(review: InteractionReview) {
  if (review.kind === "meeting" && review.contact) {
    const { name } = review.contact;
    return {
      ask: t`Did you meet ${name}?`,
      yes: t`Yes`,
      no: t`Not them`,
      done: { title: t`Contact logged`, description: t`Counted as being in touch with ${name}.` },
    };
  }
  const name = personName(review);
  return {
    ask: t`Add ${name} as a contact?`,
    yes: t`Add`,
    no: null,
    done: { title: t`Contact added`, description: t`${name} is in your contacts, with this logged.` },
  };
}

/**
 * What the calendar and mail found but won't log on a guess: "Did you meet Ana Souza?" for an
 * event that only named her, "Add Dana as a contact?" for a mail to an address no contact has.
 * Hidden when nothing waits.
 */
export function ReviewList() {
  const reviews = useReviews();
  const answerReview = useAnswerReview();
  const { toast } = useToast();
  if (!reviews.data?.length) return null;

  const say = (said: ReviewAnswer) =>
    answerReview.mutate(said, {
      onSuccess: () => {
        if (said.answer === "yes") toast(question(said.review).done);
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t`Couldn't save that`,
          description: errorText(error, t`Check your connection and try again.`),
        }),
    });

  return (
    <section className="mb-8 flex flex-col gap-3" aria-labelledby="review-heading">
      <h2 id="review-heading" className="flex items-center gap-2 text-lg font-semibold">
        <UserPlus className="size-5 text-primary" aria-hidden />
        <Trans>Found in your calendar and mail</Trans>
      </h2>
      <ul className="flex flex-col gap-3">
        {reviews.data.map((review) => {
          const { Icon, label } = SOURCES[review.source];
          const { ask, yes, no } = question(review);
          return (
            <li key={review.id} className="rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4">
              <h3 className="font-semibold break-words">{ask}</h3>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-1 text-sm break-words text-muted-foreground">
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className="sr-only">{label}:</span>
                <span className="min-w-0 break-words">“{review.title}”</span>
                <span aria-hidden>·</span>
                <time dateTime={review.at}>{formatDate(review.at)}</time>
                {review.kind === "person" && review.email && (
                  <>
                    <span aria-hidden>·</span>
                    <span className="min-w-0 break-all">{review.email}</span>
                  </>
                )}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  className="min-h-11 flex-1 sm:flex-none"
                  onClick={() => say({ review, answer: "yes" })}
                  aria-label={`${yes}: ${ask}`}
                >
                  <Check aria-hidden />
                  {yes}
                </Button>
                {no && (
                  <Button
                    variant="outline"
                    className="min-h-11 flex-1 sm:flex-none"
                    onClick={() => say({ review, answer: "no" })}
                    aria-label={`${no}: ${ask}`}
                  >
                    <X aria-hidden />
                    {no}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  className="min-h-11 flex-1 sm:flex-none"
                  onClick={() => say({ review, answer: "ignore" })}
                  aria-label={t`Ignore: ${ask}`}
                >
                  <Trans>Ignore</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
