import { Trans } from "@lingui/react/macro";
import { FAQ } from "./content";
import { SUPPORT_TOPICS } from "./support-topics";

/** The support page's answers, all open: the plan questions (FaqSection's) and what people write in about. */
export function CommonQuestions() {
  return (
    <section aria-labelledby="answers-title">
      <h2 id="answers-title" className="mb-4 text-2xl font-bold tracking-tight">
        <Trans>Common questions</Trans>
      </h2>
      <dl className="divide-y rounded-2xl border bg-card shadow-sm">
        {[...FAQ, ...SUPPORT_TOPICS].map((item) => (
          <div key={item.question} className="p-5">
            <dt className="font-semibold">{item.question}</dt>
            <dd className="mt-2 text-muted-foreground">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
