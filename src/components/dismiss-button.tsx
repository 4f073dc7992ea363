import { X } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The ✕ that puts away a notice or an offer; `label` says which, for screen readers. */
export function DismissButton({ label, onClick, className }: { label: string; onClick: () => void; className: string }) {
  return (
    <Button variant="ghost" size="icon" className={className} aria-label={label} onClick={onClick}>
      <X aria-hidden />
    </Button>
  );
}
