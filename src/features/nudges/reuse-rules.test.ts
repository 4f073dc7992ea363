import { describe, expect, it } from "vitest";
import { addDays, toLocalInputValue } from "@/lib/local-time";
import { defaultReuseDate, reuseFormSchema } from "./reuse-rules";

describe("Reuse Nudge form (docs/product.md#nudge-history)", () => {
  it("defaults to tomorrow at the same time", () => {
    expect(defaultReuseDate(new Date(2026, 2, 10, 9, 30))).toBe("2026-03-11T09:30");
  });

  it("requires a date, and one in the future", () => {
    const message = (remindAt: string) => reuseFormSchema.safeParse({ remindAt, message: "Say hi" }).error?.issues[0]?.message;
    expect(message("")).toBe("Remind date is required");
    expect(message("2020-01-01T09:00")).toBe("Please select a future date and time.");
    expect(message(toLocalInputValue(addDays(new Date(), 1)))).toBeUndefined();
  });

  it("needs a message, without a template's placeholder left in it", () => {
    const remindAt = toLocalInputValue(addDays(new Date(), 1));
    const problem = (message: string) => reuseFormSchema.safeParse({ remindAt, message }).error?.issues[0]?.message;
    expect(problem("  ")).toBe("Message is required");
    expect(problem("Happy {age}th!")).toBe("Replace {age} with your own words before scheduling");
    expect(problem("Happy birthday!")).toBeUndefined();
  });
});
