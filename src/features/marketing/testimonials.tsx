import { Trans } from "@lingui/react/macro";
import { TESTIMONIALS } from "./content";
import { FiveStars } from "./stars";

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto w-full max-w-6xl px-4">
      <h2 id="testimonials-title" className="mb-8 text-center text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>People who stay in touch, with Nudge</Trans>
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
              <FiveStars />
              <blockquote className="flex-1 text-pretty">“{t.quote}”</blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{t.name}</span>
                <span className="text-muted-foreground"> · {t.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
