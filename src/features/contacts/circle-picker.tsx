import { Trans } from "@lingui/react/macro";
import type { Control } from "react-hook-form";
import { FormField } from "@/components/ui/form";
import { useCircles } from "./circles/api";
import type { ContactFormValues } from "./contact-rules";

/** The circles a contact is in: a tick each. Nothing shows until the person has a circle. */
export function CirclePicker({ control }: { control: Control<ContactFormValues> }) {
  const circles = useCircles().data ?? [];
  if (circles.length === 0) return null;
  return (
    <FormField
      control={control}
      name="circleIds"
      render={({ field }) => (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">
            <Trans>Circles</Trans>
          </legend>
          <div className="flex flex-wrap gap-2">
            {circles.map((circle) => {
              const checked = field.value.includes(circle.id);
              return (
                <label
                  key={circle.id}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 sm:min-h-9"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={checked}
                    onChange={() => field.onChange(checked ? field.value.filter((id) => id !== circle.id) : [...field.value, circle.id])}
                  />
                  {circle.name}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    />
  );
}
