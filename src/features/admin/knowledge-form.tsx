import { useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { LabeledField } from "@/components/labeled-field";
import { LabeledSelect } from "@/components/labeled-select";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useCreateKnowledge } from "./admin-api";
import {
  CATEGORY_LABELS,
  LANGUAGE_NAMES,
  emptyKnowledgeForm,
  knowledgeFormSchema,
  toKnowledgeInput,
  type KnowledgeFormValues,
} from "./admin-rules";
import { AdminAddForm } from "./admin-add-form";
import type { KnowledgeLanguage } from "./knowledge-language-filter";

/** Add a knowledge item: what the support assistant answers from. `language`: the list's filter beside it. */
export function KnowledgeForm({ language }: { language: KnowledgeLanguage }) {
  const { t } = useLingui();
  const create = useCreateKnowledge();
  const form = useCheckedForm<KnowledgeFormValues>(zodResolver(knowledgeFormSchema), emptyKnowledgeForm);
  // A new item starts in the language the list shows, so it is listed once added; one picked by hand stays.
  useEffect(() => {
    if (language !== "all" && !form.getFieldState("language").isDirty) form.resetField("language", { defaultValue: language });
  }, [language, form]);

  return (
    <AdminAddForm kind="knowledge" form={form} mutation={create} toInput={toKnowledgeInput}>
      <LabeledField control={form.control} name="content" label={t`Content`}>
        {(field) => <Textarea rows={5} placeholder={t`The answer, in the words you'd like the assistant to use.`} {...field} />}
      </LabeledField>
      {/* items-start: a message under one field leaves the other where it was. */}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <LabeledSelect control={form.control} name="category" label={t`Category`} options={CATEGORY_LABELS} />
        <LabeledField control={form.control} name="priority" label={t`Priority (0-10)`}>
          {(field) => <Input type="number" inputMode="numeric" min={0} max={10} step={1} {...field} />}
        </LabeledField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <LabeledField control={form.control} name="tags" label={t`Tags`} note={t`comma-separated keywords`}>
          {(field) => <Input placeholder={t`e.g. password, login, reset`} {...field} />}
        </LabeledField>
        {/* The assistant answers people in this language from it. */}
        <LabeledSelect control={form.control} name="language" label={t`Language`} options={LANGUAGE_NAMES} />
      </div>
    </AdminAddForm>
  );
}
