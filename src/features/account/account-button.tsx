import { UserRound } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The header's Account button: the dialog's trigger, and the button alone until the dialog's code is in. */
export function AccountButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Account and privacy" {...props}>
      <UserRound className="size-5" aria-hidden />
    </Button>
  );
}
