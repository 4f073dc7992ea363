import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MessageSquareQuote, Trash2 } from "lucide-react";
import { useState } from "react";
import type { MessageTemplate } from "@contracts/drafts";
import { DeleteDialog, type DeleteWords } from "@/components/delete-dialog";
import { ListError, ListLoading } from "@/components/list-states";
import { Button } from "@/components/ui/button";
import { useDeleteTemplate, useTemplates } from "@/lib/drafts-api";

const TEMPLATE: DeleteWords<MessageTemplate> = {
  get title() {
    return t`Delete this template?`;
  },
  deleted: (template) => ({ title: t`Template deleted`, description: template.name }),
  failed: {
    get title() {
      return t`Failed to delete template`;
    },
    get fallback() {
      return t`Please try again.`;
    },
  },
};

/** The person's templates, each with Delete (which asks first). */
export function TemplateList() {
  const { t } = useLingui();
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);

  if (templates.isPending)
    return (
      <ListLoading>
        <Trans>Loading your templates...</Trans>
      </ListLoading>
    );
  if (templates.isError)
    return (
      <ListError onRetry={() => void templates.refetch()}>
        <Trans>We couldn't load your templates.</Trans>
      </ListError>
    );
  const list = templates.data ?? [];
  if (list.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
        <MessageSquareQuote className="size-8 text-primary" aria-hidden />
        <p>
          <Trans>No templates yet. Add one above: it shows in Quick Actions, and in suggested messages.</Trans>
        </p>
      </div>
    );

  return (
    <>
      <ul aria-label={t`Your templates`} className="divide-y rounded-lg border">
        {list.map((template) => (
          <li key={template.id} className="flex items-start gap-2 p-3">
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="text-sm font-medium break-words">{template.name}</p>
              <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{template.text}</p>
            </div>
            <Button variant="ghost" size="icon" aria-label={t`Delete template ${template.name}`} onClick={() => setDeleting(template)}>
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <DeleteDialog target={deleting} onClose={() => setDeleting(null)} words={TEMPLATE} mutation={remove} input={(t) => t.id}>
        {(shown) => (
          <>
            <Trans>
              The template <span className="font-medium text-foreground">{shown?.name}</span> will be deleted. Nudges you made with it stay
              as they are.
            </Trans>
          </>
        )}
      </DeleteDialog>
    </>
  );
}
