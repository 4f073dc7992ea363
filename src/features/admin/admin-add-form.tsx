import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { UseMutationResult } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { LabeledField } from "@/components/labeled-field";
import { PendingButton } from "@/components/pending-button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useAddSubmit } from "./use-add-submit";

/** Each form's words: its name, its button (and while busy), its title's example and its toasts. Made when shown. */
const FORMS = {
  campaign: () => ({
    label: t`Create push campaign`,
    submit: t`Create Campaign`,
    busy: t`Creating...`,
    titlePlaceholder: t`e.g. New: quick actions`,
    created: t`Push campaign created successfully`,
    failed: t`Error creating push campaign`,
  }),
  knowledge: () => ({
    label: t`Add knowledge base item`,
    submit: t`Add Knowledge Item`,
    busy: t`Adding...`,
    titlePlaceholder: t`e.g. Resetting your password`,
    created: t`Knowledge base item created successfully`,
    failed: t`Error creating knowledge base item`,
  }),
};

type Props<T extends FieldValues & { title: string }, I> = {
  kind: keyof typeof FORMS;
  form: UseFormReturn<T>;
  /** Sends what `toInput` makes of the values. */
  mutation: UseMutationResult<unknown, Error, I>;
  toInput: (values: T) => I;
  /** The fields after the Title. */
  children: ReactNode;
};

/**
 * An admin form that adds to the list beside it (a push campaign, a knowledge item): its Title
 * first, its own fields, then the add button; done, a toast says so and the form starts empty again.
 */
export function AdminAddForm<T extends FieldValues & { title: string }, I>({ kind, form, mutation, toInput, children }: Props<T, I>) {
  const { t } = useLingui();
  const words = FORMS[kind]();
  const onSubmit = useAddSubmit(form, words, (values) => mutation.mutateAsync(toInput(values)));
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label={words.label}>
        {/* Every admin item has a title, at most 255 characters (the column's width). */}
        <LabeledField control={form.control} name={"title" as FieldPath<T>} label={t`Title`}>
          {(field) => <Input maxLength={255} placeholder={words.titlePlaceholder} {...field} />}
        </LabeledField>
        {children}
        <PendingButton type="submit" className="h-11 w-full sm:h-10 sm:w-auto" busy={mutation.isPending} busyLabel={words.busy} icon={Plus}>
          {words.submit}
        </PendingButton>
      </form>
    </Form>
  );
}
