import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { FAQ } from "./content";

/** The four common questions as an accordion: one answer open at a time. */
export function FaqSection({ title = "Frequently asked questions" }: { title?: string }) {
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-4">
      <h2 id="faq-title" className="mb-6 text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <Accordion.Root type="single" collapsible className="divide-y rounded-2xl border bg-card shadow-sm">
        {FAQ.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left font-medium outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring">
                {item.question}
                <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" aria-hidden />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="overflow-hidden px-5 text-muted-foreground data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
              <p className="pb-4">{item.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
