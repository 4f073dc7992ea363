// The form row nearly every field is: a label, one control, and its validation message beneath,
// wired to react-hook-form. Fields with more (a description, a counter) use FormField directly.
import type { ReactElement, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { LabelNote } from "@/components/label-note";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

export function LabeledField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  note,
  className,
  bare = false,
  children,
}: {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Said after the label in a quieter voice: "optional". */
  note?: string;
  /** The row's own classes (FormItem's). */
  className?: string;
  /** The child puts FormControl where it belongs itself (a Select, on its trigger; a phone number, above its hint). */
  bare?: boolean;
  /** The control, given the field's value and handlers to spread on it. */
  children: (field: ControllerRenderProps<T, N>) => ReactElement;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>
            {label}
            {note && (
              <>
                {" "}
                <LabelNote>{note}</LabelNote>
              </>
            )}
          </FormLabel>
          {bare ? children(field) : <FormControl>{children(field)}</FormControl>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
