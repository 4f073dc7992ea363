import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { PLACEHOLDERS } from "@contracts/template-fill";
import { type TemplateInput, templateSchema } from "@contracts/drafts-input";
import { LabeledField } from "@/components/labeled-field";
import { PendingButton } from "@/components/pending-button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useSubmitOnce } from "@/hooks/use-submit-once";
import { useToast } from "@/hooks/use-toast";
import { ApiError, errorText } from "@/lib/api";
import { useAddTemplate } from "@/lib/drafts-api";

/** What each placeholder becomes, for the help under the text. */
const MEANS: Record<(typeof PLACEHOLDERS)[number], string> = {
  first_name: "their first name",
  days_since: "days since you were last in touch",
  age: "the age they turn",
  date: "the nudge's day",
};

const empty: TemplateInput = { name: "", text: "" };

/** Adds a template: a short name for its chip, and its words with placeholders Nudge fills in. */
export function TemplateForm({ full }: { full: boolean }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const add = useAddTemplate();
  const form = useCheckedForm<TemplateInput>(zodResolver(templateSchema), empty);

  const onSubmit = async (values: TemplateInput) => {
    try {
      await add.mutateAsync(values);
      toast({ title: t`Template added`, description: values.name.trim() });
      form.reset(empty);
    } catch (error) {
      // The server's word on the text (a placeholder it doesn't fill) belongs beside the text.
      if (error instanceof ApiError && error.status === 400 && error.serverMessage) form.setError("text", { message: error.serverMessage });
      else toast({ variant: "destructive", title: t`Failed to add template`, description: errorText(error, t`Please try again.`) });
    }
  };
  const submit = useSubmitOnce(form, onSubmit);

  return (
    <Form {...form}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <LabeledField control={form.control} name="name" label={t`Name`}>
          {(field) => <Input autoComplete="off" maxLength={60} placeholder={t`e.g. Long time`} {...field} />}
        </LabeledField>
        <LabeledField control={form.control} name="text" label={t`Message`}>
          {(field) => <Textarea rows={3} maxLength={600} placeholder={t`Hi {first_name}, it's been {days_since} days!`} {...field} />}
        </LabeledField>
        <div className="text-xs text-muted-foreground">
          <p>
            <Trans>Nudge fills these in for you:</Trans>
          </p>
          <ul className="mt-1 grid gap-x-4 gap-y-0.5 sm:grid-cols-2">
            {PLACEHOLDERS.map((name) => (
              <li key={name} className="break-words">
                <code className="font-medium text-foreground">{`{${name}}`}</code> {MEANS[name]}
              </li>
            ))}
          </ul>
        </div>
        <PendingButton type="submit" className="w-full sm:w-auto" busy={add.isPending} busyLabel={t`Adding...`} icon={Plus} disabled={full}>
          <Trans>Add template</Trans>
        </PendingButton>
      </form>
    </Form>
  );
}
