import { twMerge } from "tailwind-merge";
import { expect, test } from "vitest";
import { buttonVariants } from "./button-variants";

const VARIANTS = ["default", "destructive", "outline", "secondary", "ghost", "link"] as const;
const SIZES = ["default", "sm", "lg", "icon"] as const;

// The landing page styles its links with buttonVariants alone (no tailwind-merge on that page),
// so no two of a button's own classes may set the same thing.
test.each(VARIANTS.flatMap((variant) => SIZES.map((size) => [variant, size] as const)))(
  "a %s %s button's classes need no merging",
  (variant, size) => {
    const classes = buttonVariants({ variant, size });
    expect(twMerge(classes).split(" ")).toEqual(classes.split(" "));
  },
);
