import { lazyWords } from "#i18n";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Info, Settings } from "lucide-react";
import type { DraftUse, Tone } from "@contracts/drafts";
import { Notice } from "@/components/notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { DraftsAnswer } from "@/lib/drafts-api";

const TONE_WORDS: Record<Tone, string> = lazyWords({
  warm: msg`Warm`,
  brief: msg`Brief`,
  playful: msg`Playful`,
});

type Props = {
  drafts: DraftsAnswer;
  onPick: (text: string) => void;
  /** Opens the setting that turns AI drafts on; without it, the words say where it is. */
  onTurnOn?: () => void;
};

/** The drafts to pick from, under a line that says plainly who wrote them, then the person's own templates. */
export function DraftList({ drafts, onPick, onTurnOn }: Props) {
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      <Source drafts={drafts} onTurnOn={onTurnOn} />
      {drafts.drafts.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No drafts this time. Write your own, or add a message template.</Trans>
        </p>
      ) : (
        <ul className="space-y-2">
          {drafts.drafts.map((draft) => (
            <li key={`${draft.tone}:${draft.text}`}>
              <Choice badge={TONE_WORDS[draft.tone]} text={draft.text} uses={draft.uses} onPick={onPick} />
            </li>
          ))}
        </ul>
      )}
      {drafts.templates.length > 0 && (
        <>
          <h4 className="text-sm font-medium">
            <Trans>Your templates</Trans>
          </h4>
          <ul className="space-y-2" aria-label={t`Your templates, filled in`}>
            {drafts.templates.map((template) => (
              <li key={template.id}>
                {/* The first use is the template itself: its name is the badge already. */}
                <Choice badge={template.name} text={template.text} uses={template.uses.slice(1)} onPick={onPick} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Source({ drafts, onTurnOn }: Pick<Props, "drafts" | "onTurnOn">) {
  const { t } = useLingui();
  if (drafts.aiOff)
    return (
      <div className="space-y-2">
        <Notice Icon={Info} tone="good">
          <span>
            <Trans>AI drafts are off. These are templates, yours and Nudge's, filled in here: nothing about this person left Nudge.</Trans>
            {!onTurnOn && t` You can turn AI drafts on in Account & Privacy, under Message drafts.`}
          </span>
        </Notice>
        {onTurnOn && (
          <Button type="button" variant="outline" size="sm" onClick={onTurnOn}>
            <Settings aria-hidden />
            <Trans>Turn on AI drafts</Trans>
          </Button>
        )}
      </div>
    );
  if (drafts.source === "templates")
    return (
      <Notice Icon={Info} tone="good">
        {/* The notice says why AI wasn't used; that these are templates is said either way. */}
        <span>
          {drafts.notice ? t`${drafts.notice} Not written by AI.` : t`These are templates filled in by Nudge, not written by AI.`}
        </span>
      </Notice>
    );
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>Written by AI from what you've noted. Read it through before you send it.</Trans>
    </p>
  );
}

/** One draft or template as one big tap target: its tone or name, its words and what it drew on. */
function Choice({ badge, text, uses, onPick }: { badge: string; text: string; uses: DraftUse[]; onPick: (text: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onPick(text)}
      className="flex w-full flex-col items-start gap-1.5 rounded-lg border bg-background p-3 text-start text-sm transition-colors outline-none hover:border-primary/50 hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring dark:bg-input/10"
    >
      <Badge variant="secondary" className="max-w-full truncate">
        {badge}
      </Badge>
      <span className="break-words whitespace-pre-line">{text}</span>
      {uses.length > 0 && (
        <span className="text-xs text-muted-foreground">
          <Trans>From</Trans> {uses.map((use) => use.label).join("; ")}
        </span>
      )}
    </button>
  );
}
