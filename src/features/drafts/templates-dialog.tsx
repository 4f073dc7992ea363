import { lazyWords } from "#i18n";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { TEMPLATES_MAX } from "@contracts/drafts";
import { FormDialog } from "@/components/form-dialog";
import { useTemplates } from "@/lib/drafts-api";
import { TemplateForm } from "./template-form";
import { TemplateList } from "./template-list";

const HEADING = lazyWords({
  title: msg`Message templates`,
  description: msg`Your own words to start from. They show in Quick Actions, and as suggested messages, filled in for each person.`,
});

/** The Message templates dialog, from the Quick Actions card: add a template, see them all, delete one. */
export function TemplatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const count = useTemplates().data?.length ?? 0;
  const full = count >= TEMPLATES_MAX;
  return (
    <FormDialog open={open} onClose={onClose} heading={HEADING}>
      <TemplateForm full={full} />
      {full && (
        <p className="text-sm text-muted-foreground">
          <Trans>You have {TEMPLATES_MAX} templates, the most Nudge keeps. Delete one to add another.</Trans>
        </p>
      )}
      <TemplateList />
    </FormDialog>
  );
}
