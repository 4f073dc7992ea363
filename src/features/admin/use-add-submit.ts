import { t } from "@lingui/core/macro";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";

/** The toasts' titles: what was made, or that it could not be. */
export type AddWords = { created: string; failed: string };

/**
 * The submit of an admin form that adds to a list: `add` sends the values; then a toast says
 * it was created and the form starts empty again, or says why it wasn't.
 */
export function useAddSubmit<T extends FieldValues>(form: UseFormReturn<T>, words: AddWords, add: (values: T) => Promise<unknown>) {
  const { toast } = useToast();
  return form.handleSubmit(async (values) => {
    try {
      await add(values);
      toast({ title: words.created });
      form.reset();
    } catch (error) {
      toast({ variant: "destructive", title: words.failed, description: errorText(error, t`Please try again.`) });
    }
  });
}
