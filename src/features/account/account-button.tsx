import { UserRound } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The header's Account button, which opens the Account dialog (AccountControl). */
export function AccountButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Account and privacy" {...props}>
      <UserRound className="size-5" aria-hidden />
    </Button>
  );
}
