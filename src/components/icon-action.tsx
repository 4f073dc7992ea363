import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type Props = { label: string; onClick: () => void; disabled?: boolean; destructive?: boolean; children: ReactNode };

/** A row's icon-only action (edit, delete): named for screen readers, 44 px on a phone. */
export function IconAction({ label, onClick, disabled, destructive, children }: Props) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("size-11 sm:size-9", destructive && "text-destructive")}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
