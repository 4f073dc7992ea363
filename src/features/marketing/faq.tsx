import { useLingui } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { FAQ } from "./content";

/**
 * The four common questions as an accordion: one answer open at a time. Plain buttons and a
 * grid-row transition rather than Radix's Accordion, whose ~8 KB would double the landing page's
 * own code; the markup follows the WAI-ARIA accordion pattern (heading > button[aria-expanded]
 * controlling a labelled region).
 */
export function FaqSection({ title }: { title?: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-4">
      <h2 id="faq-title" className="mb-6 text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {title ?? t`Frequently asked questions`}
      </h2>
      <div className="divide-y rounded-2xl border bg-card shadow-sm">
        {FAQ.map((item, i) => {
          const expanded = open === i;
          const state = expanded ? "open" : "closed";
          return (
            <div key={item.question} data-state={state}>
              <h3>
                <button
                  type="button"
                  id={`${id}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-a${i}`}
                  data-state={state}
                  onClick={() => setOpen(expanded ? null : i)}
                  className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-start font-medium outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {item.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                    aria-hidden
                  />
                </button>
              </h3>
              {/* Closed: no height and invisible (so out of the accessibility tree); visibility
                  flips at the end of the closing transition, so the answer slides shut first. */}
              <section
                id={`${id}-a${i}`}
                aria-labelledby={`${id}-q${i}`}
                data-state={state}
                className={`grid transition-[grid-template-rows,visibility] duration-200 motion-reduce:transition-none ${expanded ? "grid-rows-[1fr]" : "invisible grid-rows-[0fr]"}`}
              >
                <div className="overflow-hidden px-5 text-muted-foreground">
                  <p className="pb-4">{item.answer}</p>
                </div>
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
}
