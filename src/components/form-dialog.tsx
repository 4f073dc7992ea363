import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** A dialog's title, and the line under it that says what it is for. */
export type DialogHeading = { title: string; description: ReactNode };

type Props = { open: boolean; onClose: () => void; heading: DialogHeading; className?: string; children: ReactNode };

/** A dialog that holds a form (add, edit, reuse): its title and what it is for above it; Escape, the ✕ or outside closes it. */
export function FormDialog({ open, onClose, heading: { title, description }, className, children }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
