import { t } from "@lingui/core/macro";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";

/**
 * The submit of an admin form that adds to a list: `add` sends the values; then a toast says
 * `what` ("push campaign") was created and the form starts empty again, or says why it wasn't.
 */
export function useAddSubmit<T extends FieldValues>(form: UseFormReturn<T>, what: string, add: (values: T) => Promise<unknown>) {
  const { toast } = useToast();
  return form.handleSubmit(async (values) => {
    try {
      await add(values);
      toast({ title: t`${what[0]!.toUpperCase()}${what.slice(1)} created successfully` });
      form.reset();
    } catch (error) {
      toast({ variant: "destructive", title: t`Error creating ${what}`, description: errorText(error, "Please try again.") });
    }
  });
}
