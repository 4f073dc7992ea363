import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Merge class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its lookup tables on the first call (~10 ms on a desktop, four times that
// on a phone). Done in a task of its own as soon as this loads, that isn't added to the long
// task of a page's first render.
setTimeout(() => twMerge("p-0"), 0);
