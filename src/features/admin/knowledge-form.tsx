import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/labeled-field";
import { LabeledSelect } from "@/components/labeled-select";
import { Plus } from "lucide-react";
import { KNOWLEDGE_CATEGORIES } from "@contracts/admin";
import { PendingButton } from "@/components/pending-button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useCreateKnowledge } from "./admin-api";
import { CATEGORY_LABELS, emptyKnowledgeForm, knowledgeFormSchema, toKnowledgeInput, type KnowledgeFormValues } from "./admin-rules";
import { useAddSubmit } from "./use-add-submit";

/** Add a knowledge item: what the support assistant answers from. */
export function KnowledgeForm() {
  const create = useCreateKnowledge();
  const form = useCheckedForm<KnowledgeFormValues>(zodResolver(knowledgeFormSchema), emptyKnowledgeForm);

  const onSubmit = useAddSubmit(form, "knowledge base item", (values) => create.mutateAsync(toKnowledgeInput(values)));

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Add knowledge base item">
        <LabeledField control={form.control} name="title" label="Title">
          {(field) => <Input maxLength={255} placeholder="e.g. Resetting your password" {...field} />}
        </LabeledField>
        <LabeledField control={form.control} name="content" label="Content">
          {(field) => <Textarea rows={5} placeholder="The answer, in the words you'd like the assistant to use." {...field} />}
        </LabeledField>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabeledSelect
            control={form.control}
            name="category"
            label="Category"
            options={KNOWLEDGE_CATEGORIES}
            optionLabels={CATEGORY_LABELS}
          />
          <LabeledField control={form.control} name="priority" label="Priority (0-10)">
            {(field) => <Input type="number" inputMode="numeric" min={0} max={10} {...field} />}
          </LabeledField>
        </div>
        <LabeledField control={form.control} name="tags" label="Tags" note="comma-separated keywords">
          {(field) => <Input placeholder="e.g. password, login, reset" {...field} />}
        </LabeledField>
        <PendingButton type="submit" className="h-11 w-full sm:h-10 sm:w-auto" busy={create.isPending} busyLabel="Adding..." icon={Plus}>
          Add Knowledge Item
        </PendingButton>
      </form>
    </Form>
  );
}
