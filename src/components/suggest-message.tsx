import { Trans, useLingui } from "@lingui/react/macro";
import { CircleAlert, Sparkles, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { firstName } from "@contracts/template-fill";
import { DraftList } from "@/components/draft-list";
import { type DraftAsk, draftsErrorText, useDrafts } from "@/lib/drafts-api";

type Props = {
  /** Who the message is for and what Nudge may draw on; the button shows once a name is given. */
  request: DraftAsk;
  onPick: (text: string) => void;
  onTurnOn?: () => void;
};

/**
 * "Suggest a message": three short drafts for this person, below the message they are for.
 * Picking one only puts its words in place; nothing is sent without the person's own tap.
 */
export function SuggestMessage({ request, onPick, onTurnOn }: Props) {
  const { t } = useLingui();
  const drafts = useDrafts();
  const name = request.targetName.trim();
  if (!name) return null;
  const ask = () => drafts.mutate({ ...request, targetName: name });
  const pick = (text: string) => {
    onPick(text);
    drafts.reset();
  };

  if (drafts.isIdle)
    return (
      <Button type="button" variant="outline" size="sm" className="w-full sm:w-auto" onClick={ask}>
        <Sparkles aria-hidden />
        <Trans>Suggest a message</Trans>
      </Button>
    );

  return (
    <section aria-label={t`Suggested messages`} className="space-y-3 rounded-lg border border-dashed p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-medium">
          <Sparkles className="size-4 text-primary" aria-hidden />
          <Trans>Messages for</Trans> {firstName(name)}
        </h3>
        <Button type="button" variant="ghost" size="icon" aria-label={t`Close suggestions`} onClick={() => drafts.reset()}>
          <X aria-hidden />
        </Button>
      </div>
      {drafts.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="text-primary" /> <Trans>Writing a few drafts...</Trans>
        </p>
      )}
      {drafts.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden />
          <span className="min-w-0 flex-1">{draftsErrorText(drafts.error)}</span>
          <Button type="button" variant="outline" size="sm" onClick={ask}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {drafts.data && <DraftList drafts={drafts.data} onPick={pick} onTurnOn={onTurnOn} />}
    </section>
  );
}
