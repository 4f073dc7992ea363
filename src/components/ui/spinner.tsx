import type * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

/**
 * Decorative spinning loader; pair it with visible or sr-only text that says what is loading.
 * `late`: a placeholder's, turning only once the wait passes a second (src/index.css says why); a
 * pressed button's spinner turns at once, as the answer to the press.
 */
function Spinner({ className, late = false, ...props }: React.ComponentProps<typeof Loader2Icon> & { late?: boolean }) {
  return (
    <Loader2Icon
      data-slot="spinner"
      aria-hidden="true"
      className={cn("size-4", late ? "animate-spin-late" : "animate-spin", className)}
      {...props}
    />
  );
}

export { Spinner };
