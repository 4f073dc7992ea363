import { cva } from "class-variance-authority";

// A button's look, apart from the Button component so the landing page can style its links
// without Button's class merging (tailwind-merge, ~8 KB). So that works, no two classes of one
// variant and size set the same thing (button-variants.test.ts): the text size and gap live in
// the sizes and the focus ring's colour in the variants, not in the shared base.
// Text wraps, heights are minimums and a button is never wider than its container: a long label
// takes two lines inside its button instead of spilling over its edges or widening the page.
// Below sm (a phone's width) every size is at least 44 px, a thumb's tap target; a pointer from
// sm up gets the denser sizes.

export const buttonVariants = cva(
  "inline-flex max-w-full shrink-0 items-center justify-center rounded-md text-center font-medium whitespace-normal transition-all outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-ring",
        destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive",
        outline:
          "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring dark:border-input dark:bg-input/20 dark:hover:bg-accent",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80 focus-visible:ring-ring",
        ghost: "hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring",
        link: "text-primary underline-offset-4 hover:underline focus-visible:ring-ring",
      },
      size: {
        default: "min-h-11 gap-2 px-4 py-2 text-sm has-[>svg]:px-3 sm:min-h-10",
        sm: "min-h-11 gap-1.5 px-3 py-1.5 text-sm has-[>svg]:px-2.5 sm:min-h-9",
        lg: "min-h-11 gap-2 px-6 py-2 text-base has-[>svg]:px-4",
        icon: "size-11 gap-2 text-sm sm:size-10",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);
