import { useLingui } from "@lingui/react/macro";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * A long text shown by its first four lines, with "Show more" / "Show less" (a button, so Tab and
 * Enter reach it) when it has more. Whether it has more depends on the width it is given, so it is
 * measured, again on every resize; a short text gets no button. Screen readers read it whole either way.
 */
export function FoldedText({ children, className }: { children: string; className?: string }) {
  const { t } = useLingui();
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [longer, setLonger] = useState(false);

  useLayoutEffect(() => {
    const text = ref.current;
    // Open, it has no fold to measure; the button stays to fold it again.
    if (!text || open) return;
    const measure = () => setLonger(text.scrollHeight > text.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [open, children]);

  return (
    <>
      <p id={id} ref={ref} className={cn(className, !open && "line-clamp-4")}>
        {children}
      </p>
      {(longer || open) && (
        <Button
          variant="link"
          size="sm"
          className="h-11 px-0 sm:h-8"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? t`Show less` : t`Show more`}
        </Button>
      )}
    </>
  );
}
