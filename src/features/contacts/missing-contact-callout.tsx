import { UserPlus, UserSearch } from "lucide-react";
import { formatPhone } from "@contracts/phone-numbers";
import { DismissButton } from "@/components/dismiss-button";
import { Button } from "@/components/ui/button";

/** Shown when a nudge's contact-details button names someone who isn't a contact yet. */
export function MissingContactCallout({
  name,
  phone,
  onAdd,
  onDismiss,
}: {
  name: string;
  phone: string | null;
  onAdd: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      className="relative flex flex-col gap-3 rounded-xl border border-primary/30 bg-secondary/60 p-4 pr-12 text-secondary-foreground sm:flex-row sm:items-center"
    >
      <UserSearch className="size-8 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words">{name} isn't in your contacts yet</h3>
        <p className="text-sm break-words opacity-90">
          Add {name}
          {phone ? ` (${formatPhone(phone)})` : ""} to keep notes on every conversation in one place.
        </p>
      </div>
      <Button className="h-11 sm:h-10" onClick={onAdd}>
        <UserPlus aria-hidden />
        <span className="truncate">Add {name} as a contact</span>
      </Button>
      <DismissButton label="Dismiss" className="absolute top-1 right-1 size-11" onClick={onDismiss} />
    </div>
  );
}
