import { Settings2 } from "lucide-react";
import type { Circle } from "@contracts/circles";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const EVERYONE = "all";

type Props = { circles: Circle[]; circleId: number | null; onCircle: (id: number | null) => void; onManage: () => void };

/** Which circle the list shows (everyone, or one circle's members), and the way to edit circles. */
export function CircleFilter({ circles, circleId, onCircle, onManage }: Props) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      {circles.length > 0 && (
        <Select value={circleId === null ? EVERYONE : String(circleId)} onValueChange={(v) => onCircle(v === EVERYONE ? null : Number(v))}>
          <SelectTrigger className="h-10 min-w-0 flex-1 sm:w-64 sm:flex-none" aria-label="Circle">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={EVERYONE} className="min-h-10">
              Everyone
            </SelectItem>
            {circles.map((c) => (
              <SelectItem key={c.id} value={String(c.id)} className="min-h-10">
                {c.name} ({c.memberCount})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      <Button variant="ghost" className="h-10 shrink-0" onClick={onManage}>
        <Settings2 aria-hidden />
        {circles.length > 0 ? "Circles" : "Make a circle"}
      </Button>
    </div>
  );
}
