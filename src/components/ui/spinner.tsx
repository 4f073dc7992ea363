import type * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

/** Decorative spinning loader; pair it with visible or sr-only text that says what is loading. */
function Spinner({ className, ...props }: React.ComponentProps<typeof Loader2Icon>) {
  return <Loader2Icon data-slot="spinner" aria-hidden="true" className={cn("size-4 animate-spin", className)} {...props} />;
}

export { Spinner };
