// The route table (src/routes.ts): what an entry must hold for everything that reads it to work.
import { describe, expect, it } from "vitest";
import { HOME, NOT_FOUND_PAGE, ROUTES, routeAt, shownAt, SIGN_IN } from "./routes";

// The page files as app-routes.tsx finds them (not loaded here).
const PAGE_FILES = Object.keys(import.meta.glob("./*.tsx", { base: "./pages" }));

describe("the route table", () => {
  it("names a page file for every entry, each address once", () => {
    for (const page of [...ROUTES.map((route) => route.page), NOT_FOUND_PAGE]) expect(PAGE_FILES, page).toContain(`./${page}.tsx`);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it("audits each Lighthouse page at its own address", () => {
    for (const route of ROUTES)
      if (route.lighthouse) expect(new URL(route.lighthouse, "http://nudge.test").pathname, route.path).toBe(route.path);
  });

  it("has the one landing page the entry renders, at /", () => {
    expect(ROUTES.filter((route) => route.chunk === "landing").map((route) => route.path)).toEqual(["/"]);
  });

  it("shows a signed-in page to someone signed in, sends visitors to sign in, and someone signed in from the landing page to their dashboard", () => {
    expect(routeAt(HOME)?.access).toBe("signed-in");
    expect(routeAt(SIGN_IN)?.access).toBe("anyone");
    expect(shownAt("/dashboard", true)?.page).toBe("dashboard");
    expect(shownAt("/admin", false)?.path).toBe(SIGN_IN);
    expect(shownAt("/", true)?.path).toBe(HOME);
    expect(shownAt("/", false)?.page).toBe("landing");
    expect(shownAt("/pricing", true)?.page).toBe("pricing");
    expect(shownAt("/no-such-page", false)).toBeUndefined();
  });
});
