import { useLingui } from "@lingui/react";
import { Check } from "lucide-react";
import { FEATURES } from "./content";

/** The eight things the Pro plan includes, as a checklist (className adds layout; nothing to merge). */
export function FeatureList({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <ul className={`grid gap-3 ${className ?? ""}`}>
      {FEATURES.map((feature) => (
        <li key={feature.id} className="flex items-start gap-3">
          <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
            <Check className="size-3.5" strokeWidth={3} aria-hidden />
          </span>
          <span>{i18n._(feature)}</span>
        </li>
      ))}
    </ul>
  );
}
