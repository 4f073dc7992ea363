import { useLingui } from "@lingui/react/macro";
import { UserRound } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The header's Account button, which opens the Account dialog (AccountControl). */
export function AccountButton(props: ComponentProps<typeof Button>) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="icon" aria-label={t`Account and privacy`} {...props}>
      <UserRound className="size-5" aria-hidden />
    </Button>
  );
}
