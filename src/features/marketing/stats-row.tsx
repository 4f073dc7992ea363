import { useLingui } from "@lingui/react/macro";
import { STATS } from "./content";
import { FiveStars } from "./stars";

export function StatsRow() {
  const { t } = useLingui();
  return (
    <section aria-label={t`Nudge in numbers`} className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-4 px-4 sm:grid-cols-3">
      {STATS.map((stat) => (
        <div key={stat.label} className="flex flex-col items-center gap-1 rounded-2xl border bg-card p-5 text-center shadow-sm">
          <span className="text-3xl font-bold text-primary sm:text-4xl">{stat.value}</span>
          {stat.stars && <FiveStars />}
          <span className="text-sm text-muted-foreground">{stat.label}</span>
        </div>
      ))}
    </section>
  );
}
