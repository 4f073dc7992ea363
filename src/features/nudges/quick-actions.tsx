import { Trans, useLingui } from "@lingui/react/macro";
import { MessageSquareQuote, Zap } from "lucide-react";
import { memo, type ReactNode } from "react";
import type { MessageTemplate } from "@contracts/drafts";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTemplates } from "@/lib/drafts-api";
import { quickActionPresets, type QuickActionPreset } from "./quick-action-presets";

type Props = {
  onPick: (preset: QuickActionPreset) => void;
  onPickTemplate: (template: MessageTemplate) => void;
  /** The header's way to the Message templates dialog (the drafts feature's, passed in by the page). */
  templatesButton?: ReactNode;
};

/** Four one-tap starting points for the schedule form (docs/product.md#quick-actions), then the person's own templates. */
export const QuickActions = memo(function QuickActions({ onPick, onPickTemplate, templatesButton }: Props) {
  const { t } = useLingui();
  const templates = useTemplates().data ?? [];
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Zap className="size-5 text-primary" aria-hidden />
          <h2>
            <Trans>Quick Actions</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Pick one, add a name, and you're done.</Trans>
        </CardDescription>
        {templatesButton && <CardAction>{templatesButton}</CardAction>}
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="grid grid-cols-2 gap-3">
          {quickActionPresets().map((preset) => (
            <button
              key={preset.label}
              type="button"
              onClick={() => onPick(preset)}
              className="flex min-h-20 flex-col items-start gap-1 rounded-lg border bg-background p-3 text-start transition-colors outline-none hover:border-primary/50 hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring dark:bg-input/10"
            >
              <preset.Icon className="size-5 text-primary" aria-hidden />
              <span className="text-sm font-medium">{preset.label}</span>
              <span className="text-xs text-muted-foreground">{preset.hint}</span>
            </button>
          ))}
        </div>
        {templates.length > 0 && (
          <ul aria-label={t`Your templates`} className="flex flex-wrap gap-2">
            {templates.map((template) => (
              <li key={template.id} className="max-w-full">
                <button
                  type="button"
                  title={template.text}
                  onClick={() => onPickTemplate(template)}
                  className="flex min-h-11 max-w-full items-center gap-1.5 rounded-full border bg-background px-3 text-start text-sm transition-colors outline-none hover:border-primary/50 hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring sm:min-h-9 dark:bg-input/10"
                >
                  <MessageSquareQuote className="size-4 shrink-0 text-primary" aria-hidden />
                  <span className="min-w-0 break-words">{template.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
});
