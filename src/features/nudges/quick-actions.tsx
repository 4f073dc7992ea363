import { Zap } from "lucide-react";
import { memo } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { QUICK_ACTION_PRESETS, type QuickActionPreset } from "./quick-action-presets";

/** Four one-tap starting points for the schedule form (docs/product.md#quick-actions). */
export const QuickActions = memo(function QuickActions({ onPick }: { onPick: (preset: QuickActionPreset) => void }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Zap className="size-5 text-primary" aria-hidden />
          <h2>Quick Actions</h2>
        </CardTitle>
        <CardDescription>Pick one, add a name, and you're done.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="grid grid-cols-2 gap-3">
          {QUICK_ACTION_PRESETS.map((preset) => (
            <button
              key={preset.label}
              type="button"
              onClick={() => onPick(preset)}
              className="flex min-h-20 flex-col items-start gap-1 rounded-lg border bg-background p-3 text-left transition-colors outline-none hover:border-primary/50 hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring dark:bg-input/10"
            >
              <preset.Icon className="size-5 text-primary" aria-hidden />
              <span className="text-sm font-medium">{preset.label}</span>
              <span className="text-xs text-muted-foreground">{preset.hint}</span>
            </button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
});
