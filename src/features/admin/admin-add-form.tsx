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

const BUSY = { Create: "Creating...", Add: "Adding..." } as const;

/** Each form's words: "Create" a "push campaign" names the form, its button while busy and its toasts; `submit` is the button's words. */
const FORMS = {
  campaign: { verb: "Create", what: "push campaign", submit: "Create Campaign", titlePlaceholder: "e.g. New: quick actions" },
  knowledge: { verb: "Add", what: "knowledge base item", submit: "Add Knowledge Item", titlePlaceholder: "e.g. Resetting your password" },
} as const;

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
  const { verb, what, submit, titlePlaceholder } = FORMS[kind];
  const onSubmit = useAddSubmit(form, what, (values) => mutation.mutateAsync(toInput(values)));
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label={`${verb} ${what}`}>
        {/* Every admin item has a title, at most 255 characters (the column's width). */}
        <LabeledField control={form.control} name={"title" as FieldPath<T>} label={t`Title`}>
          {(field) => <Input maxLength={255} placeholder={titlePlaceholder} {...field} />}
        </LabeledField>
        {children}
        <PendingButton type="submit" className="h-11 w-full sm:h-10 sm:w-auto" busy={mutation.isPending} busyLabel={BUSY[verb]} icon={Plus}>
          {submit}
        </PendingButton>
      </form>
    </Form>
  );
}
