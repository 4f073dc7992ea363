import { describe, expect, it } from "vitest";
import { nudgeSearch, prefillFromSearch } from "./nudge-prefill";

describe("a nudge handed over in the dashboard's address", () => {
  it("round-trips who and what, with odd characters intact", () => {
    const search = nudgeSearch({ name: "José & Ana", phoneNumber: "+1 555 010 2030", message: "Read this: https://x.test/?a=1&b=2" });
    expect(search.startsWith("tab=active&")).toBe(true);
    expect(prefillFromSearch(`?${search}`)).toEqual({
      name: "José & Ana",
      phone: "+1 555 010 2030",
      message: "Read this: https://x.test/?a=1&b=2",
    });
  });

  it("leaves who to the person when nobody was chosen, and is nothing without a message", () => {
    expect(prefillFromSearch(`?${nudgeSearch({ message: "Call about the flat" })}`)).toEqual({
      name: "",
      phone: null,
      message: "Call about the flat",
    });
    expect(prefillFromSearch("?tab=contacts")).toBeNull();
    expect(prefillFromSearch("?message=%20%20")).toBeNull();
  });
});
