import { describe, expect, it } from "vitest";
import { nextPath } from "./next-path";

const next = (value: string) => nextPath(`?${new URLSearchParams({ next: value })}`);

describe("nextPath", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(next("/pricing")).toBe("/pricing");
    expect(next("/dashboard?tab=history#top")).toBe("/dashboard?tab=history#top");
    expect(next("/")).toBe("/");
  });

  it("goes to the dashboard without ?next=", () => {
    expect(nextPath("")).toBe("/dashboard");
    expect(nextPath("?next=")).toBe("/dashboard");
  });

  // Browsers read "\" as "/" and drop tabs and line breaks, so each of these leads to another site.
  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    " /evil",
    "/ /evil",
    "/\u0000x",
    "/\u0085x",
    "https://evil.example",
    "evil.example",
    "javascript:alert(1)",
  ])("refuses %j", (value) => {
    expect(next(value)).toBe("/dashboard");
  });
});
