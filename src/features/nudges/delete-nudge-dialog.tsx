import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DeleteDialog, type DeleteWords } from "@/components/delete-dialog";
import { ScopeChoice } from "./scope-choice";
import type { Scope } from "@contracts/nudges";
import { useDeleteNudge } from "./nudge-api";

type Target = { id: number; targetName: string; recurrence?: string | null; sent?: boolean };

/**
 * Asks before deleting a nudge, pending or past (docs/product.md#pending-nudges); open while
 * `nudge` is set. A repeating one that is still to come asks which: this one, or it and all after it.
 */
export function DeleteNudgeDialog({ nudge, onClose }: { nudge: Target | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteNudge();
  const [scope, setScope] = useState<Scope>("this");
  const repeating = (n: Target | null) => Boolean(n?.recurrence && !n.sent);
  const words: DeleteWords<Target> = {
    title: t`Delete this nudge?`,
    deleted: (n) => ({
      title: t`Nudge deleted successfully`,
      ...(repeating(n) && scope === "this" ? { description: t`The next one is scheduled as usual.` } : {}),
    }),
    failed: { title: t`Error`, fallback: t`Failed to delete nudge` },
  };
  return (
    <DeleteDialog
      target={nudge}
      onClose={() => {
        setScope("this");
        onClose();
      }}
      words={words}
      mutation={remove}
      input={(n) => (repeating(n) ? { id: n.id, scope } : { id: n.id })}
    >
      {(shown) => (
        <span className="grid gap-3">
          <span>
            <Trans>The nudge for</Trans> <span className="font-medium text-foreground">{shown?.targetName}</span>{" "}
            <Trans>will be deleted. This cannot be undone.</Trans>
          </span>
          {/* A repeating one still to come: this occurrence, or it and all after it. */}
          {repeating(shown) && <ScopeChoice question="delete" value={scope} onChange={setScope} />}
        </span>
      )}
    </DeleteDialog>
  );
}
