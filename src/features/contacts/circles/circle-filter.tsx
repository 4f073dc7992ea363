import { useLingui } from "@lingui/react/macro";
import { Settings2 } from "lucide-react";
import type { Circle } from "@contracts/circles";
import { Button } from "@/components/ui/button";
import { OptionSelect } from "@/components/option-select";

const EVERYONE = "all";

type Props = { circles: Circle[]; circleId: number | null; onCircle: (id: number | null) => void; onManage: () => void };

/** Which circle the list shows (everyone, or one circle's members), and the way to edit circles. */
export function CircleFilter({ circles, circleId, onCircle, onManage }: Props) {
  const { t } = useLingui();
  return (
    <div className="flex min-w-0 items-center gap-2">
      {circles.length > 0 && (
        <OptionSelect
          value={circleId === null ? EVERYONE : String(circleId)}
          options={[
            { value: EVERYONE, label: t`Everyone` },
            ...circles.map((c) => ({ value: String(c.id), label: `${c.name} (${c.memberCount})` })),
          ]}
          label={t`Circle`}
          className="h-10 flex-1 sm:h-10 sm:w-64 sm:flex-none"
          onChange={(v) => onCircle(v === EVERYONE ? null : Number(v))}
        />
      )}
      <Button variant="ghost" className="h-10 shrink-0" onClick={onManage}>
        <Settings2 aria-hidden />
        {circles.length > 0 ? t`Circles` : t`Make a circle`}
      </Button>
    </div>
  );
}
