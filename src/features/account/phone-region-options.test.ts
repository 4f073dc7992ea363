import { describe, expect, it } from "vitest";
import { FROM_TIME_ZONE, phoneRegionOptions } from "./phone-region-options";

describe("the phone regions to choose from", () => {
  it("start with following the time zone, saying which region that gives", () => {
    expect(phoneRegionOptions("GB")[0]).toEqual({ value: FROM_TIME_ZONE, label: "Same as my time zone (United Kingdom)" });
    expect(phoneRegionOptions(null)[0]!.label).toBe("Same as my time zone (none: numbers need their + code)");
    expect(phoneRegionOptions(undefined)[0]!.label).toBe("Same as my time zone");
  });

  it("then every country by name, with its calling code", () => {
    const options = phoneRegionOptions("US").slice(1);
    expect(options).toContainEqual({ value: "GB", label: "United Kingdom (+44)" });
    expect(options).toContainEqual({ value: "US", label: "United States (+1)" });
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });
});
