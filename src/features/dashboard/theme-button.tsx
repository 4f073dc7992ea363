import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Monitor, Moon, Sun } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { useTheme, type Theme } from "@/lib/theme";

export const THEME_OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  {
    value: "light",
    get label() {
      return t`Light`;
    },
    Icon: Sun,
  },
  {
    value: "dark",
    get label() {
      return t`Dark`;
    },
    Icon: Moon,
  },
  {
    value: "system",
    get label() {
      return t`System`;
    },
    Icon: Monitor,
  },
];

/** The header's Theme button, showing the current choice: the menu's trigger, and the button alone until its first press (ThemeControl). */
export function ThemeButton(props: ComponentProps<typeof Button>) {
  const { t } = useLingui();
  const { theme } = useTheme();
  const Current = THEME_OPTIONS.find((o) => o.value === theme)?.Icon ?? Monitor;
  return (
    <Button variant="ghost" size="icon" aria-label={t`Theme`} {...props}>
      <Current className="size-5" aria-hidden />
    </Button>
  );
}
