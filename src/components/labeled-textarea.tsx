import type { ComponentProps, ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** A label over a textarea whose text the component keeps in its own state (in a react-hook-form form, LabeledField). */
export function LabeledTextarea({ id, label, ...props }: ComponentProps<typeof Textarea> & { id: string; label: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} {...props} />
    </div>
  );
}
