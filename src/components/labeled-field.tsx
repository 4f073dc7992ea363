// The form row nearly every field is: a label, one control, and its validation message beneath,
// wired to react-hook-form. Fields with more (a description, a counter) use FormField directly.
import type { ReactElement, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

export function LabeledField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  bare = false,
  children,
}: {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** The child puts FormControl where it belongs itself (a Select, on its trigger). */
  bare?: boolean;
  /** The control, given the field's value and handlers to spread on it. */
  children: (field: ControllerRenderProps<T, N>) => ReactElement;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          {bare ? children(field) : <FormControl>{children(field)}</FormControl>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
