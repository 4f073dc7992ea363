// Accessibility, checked by a machine and by a keyboard. Every screen and dialog, light and dark,
// has no serious or critical axe-core violation; focus is visible on every control the Tab key
// reaches, dialogs keep focus inside and give it back when closed, nothing clickable is out of the
// keyboard's reach, and toasts reach a live region. The core flow is done with the keyboard alone.
// The walk over every screen runs in the desktop project (tables, hover tooltips, the keyboard's
// home); the phone project checks what it lays out differently (cards for nudges and history).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./fixtures";
import { ownNetwork, uniqueEmail } from "./helpers";
import { passToken } from "./turnstile";
import { expectFocusInside, signUpWithData, tourSignedIn, tourVisitorScreens, type Check } from "./tour";

/** Animations (a dialog zooming in, a toast sliding) taken to their end, so colours are final. */
const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

const describe = (v: Violation) =>
  [
    `${v.id} (${v.impact}): ${v.help}`,
    ...v.nodes.map((n) => `    ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n\s*/g, "\n      ")}`),
  ].join("\n");

/**
 * axe on the page, or only inside the open dialog (the page under it, hidden from assistive
 * technology while the dialog is open, was checked at its own stop). `rules`: only these.
 */
async function axe(page: Page, what: string, { dialog, rules }: { dialog?: Locator; rules?: string[] } = {}) {
  await settle(page);
  let builder = new AxeBuilder({ page });
  if (rules) builder = builder.withRules(rules);
  if (dialog) {
    await dialog.evaluate((el) => el.setAttribute("data-axe-scope", ""));
    builder = builder.include("[data-axe-scope]");
  }
  const { violations } = await builder.analyze();
  if (dialog) await dialog.evaluate((el) => el.removeAttribute("data-axe-scope"));
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect.soft(serious.length, `axe on ${what}:\n${serious.map(describe).join("\n")}`).toBe(0);
}

/**
 * Every rule in light (as the tests run); then dark, the system's theme, which the app follows.
 * A theme changes colours and nothing else in the page, so in dark the rules about colour run.
 */
async function axeBothThemes(page: Page, what: string, dialog?: Locator) {
  await axe(page, `${what} (light)`, { dialog });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await axe(page, `${what} (dark)`, { dialog, rules: ["color-contrast", "link-in-text-block"] });
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
}

type Focused = { name: string; inside: boolean; visible: boolean; again: boolean; same: boolean; style: string };

/**
 * What has focus now: a short name, whether it is inside `scope`, whether it shows a focus
 * indicator (an outline, or a ring: a box-shadow with a spread, in a colour that shows), whether
 * focus came back round to something reached before in this walk, and whether it stayed on the
 * same element (a date field's parts are Tab stops inside it).
 */
function focusState(scope: Element | null): Focused {
  const w = window as unknown as { __walked?: { seen: WeakSet<Element>; last: Element | null } };
  const el = document.activeElement ?? document.body;
  w.__walked ??= { seen: new WeakSet(), last: null };
  const walk = w.__walked;
  const same = walk.last === el;
  const again = !same && walk.seen.has(el);
  walk.seen.add(el);
  walk.last = el;
  // Transitions off (the app's own class for theme switches): the focus style itself, not a frame of its fade-in.
  document.documentElement.classList.add("theme-switching");
  const style = getComputedStyle(el);
  const shows = (color: string) => !/^rgba\(.*,\s*0\)$/.test(color) && color !== "transparent";
  const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && shows(style.outlineColor);
  // Each shadow: its colour first in computed style, then x, y, blur and spread.
  const ring =
    style.boxShadow !== "none" &&
    style.boxShadow.split(/,(?![^(]*\))/).some((layer) => {
      const color = layer.match(/(rgba?|oklch|oklab|color)\([^)]*\)/)?.[0] ?? "";
      const lengths = layer.replace(color, "").trim().split(/\s+/).map(parseFloat);
      return shows(color) && (lengths[3] ?? 0) > 0;
    });
  const described = `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`;
  document.documentElement.classList.remove("theme-switching");
  const label = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 40);
  return {
    name: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${label}"`,
    inside: scope ? scope.contains(el) : true,
    visible: el === document.body || outline || ring,
    again,
    same,
    style: described,
  };
}

const focused = (page: Page, scope?: Locator) => (scope ? scope.evaluate(focusState) : page.evaluate(focusState, null));

/** Presses Tab (or Shift+Tab) until focus comes back round: each control reached shows its focus, and inside a dialog focus stays in it. */
async function walkFocus(page: Page, what: string, { scope, key = "Tab" }: { scope?: Locator; key?: string } = {}) {
  await page.evaluate(() => delete (window as { __walked?: unknown }).__walked);
  const reached: Focused[] = [];
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press(key);
    const now = await focused(page, scope);
    if (now.again) break;
    if (!now.same) reached.push(now);
  }
  expect
    .soft(
      reached.filter((f) => !f.visible).map((f) => `${f.name} (${f.style})`),
      `${what}: focus shows on every control ${key} reaches`,
    )
    .toEqual([]);
  if (scope)
    expect
      .soft(
        reached.filter((f) => !f.inside).map((f) => f.name),
        `${what}: ${key} keeps focus inside the dialog`,
      )
      .toEqual([]);
}

/** Things with a click handler (React's own, read from the element) that the keyboard can't reach. */
async function unreachable(page: Page, what: string) {
  const found = await page.evaluate(() => {
    const handlers = ["onClick", "onDoubleClick", "onMouseDown", "onMouseUp", "onPointerDown", "onPointerUp"];
    const tabbable = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1']), [contenteditable='true']";
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const key = Object.keys(el).find((k) => k.startsWith("__reactProps$"));
      const props = key ? (el as unknown as Record<string, Record<string, unknown>>)[key] : null;
      if (!props || !handlers.some((h) => typeof props[h] === "function")) continue;
      // A label passes its click to its field; something inside or around a control is reached with it.
      if (el.tagName === "LABEL" || !el.checkVisibility() || el.closest(tabbable) || el.querySelector(tabbable)) continue;
      out.push(
        `${el.tagName.toLowerCase()}.${el.className.toString().split(" ").slice(0, 3).join(".")} "${(el.textContent ?? "").trim().slice(0, 40)}"`,
      );
    }
    return out;
  });
  expect.soft(found, `${what}: everything clickable can be reached with the keyboard`).toEqual([]);
}

/** At each stop of the tour: axe in both themes, what the keyboard can't reach, and the Tab key's walk. */
const a11yCheck =
  (page: Page): Check =>
  async (what, dialog) => {
    await axeBothThemes(page, what, dialog);
    // Menus, list boxes and the time zone picker's list move by arrow keys, and Tab leaves them.
    if (
      dialog &&
      (!["dialog", "alertdialog"].includes((await dialog.getAttribute("role")) ?? "") ||
        (await dialog.getAttribute("data-slot")) === "popover-content")
    )
      return;
    await unreachable(page, what);
    // Forward only: Shift+Tab is Radix's same focus trap, walked both ways in the keyboard test.
    await walkFocus(page, what, { scope: dialog });
  };

// Every screen once, at desktop width (@desktop); the phone's own layouts have their test (@phone).
test("every visitor screen passes axe in light and dark, shows focus, and leaves nothing out of the keyboard's reach", {
  tag: "@desktop",
}, async ({ page }) => {
  test.setTimeout(90_000);
  await tourVisitorScreens(page, a11yCheck(page));
});

test("every signed-in screen and dialog passes axe in light and dark; dialogs trap focus and give it back", { tag: "@desktop" }, async ({
  page,
}) => {
  // Some 35 stops, each checked in both themes and walked with the Tab key.
  test.setTimeout(240_000);
  const check = a11yCheck(page);
  await tourSignedIn(page, check, await signUpWithData(page, check));
});

const signUpByApi = async (page: Page, name: string) => {
  const email = uniqueEmail("a11y");
  const res = await page.request.post("/api/auth/signup", {
    data: { name, email, password: "secret-pass", confirmPassword: "secret-pass", turnstileToken: passToken() },
    headers: ownNetwork(),
  });
  expect(res.status()).toBe(201);
  return { email, token: (await res.json()).token as string };
};

test("on a phone, the nudge and history cards pass axe in light and dark", { tag: "@phone" }, async ({ page }) => {
  const { token } = await signUpByApi(page, "Pat Quinn");
  const headers = { Authorization: `Bearer ${token}` };
  for (const [targetName, inMs] of [
    ["Ana Souza", 2_000],
    ["Ben Okafor", 86_400_000],
  ] as const) {
    const res = await page.request.post("/api/reminder", {
      headers,
      data: {
        targetName,
        message: "Ask how the new job is going",
        phoneNumber: "+15550100",
        remindAt: new Date(Date.now() + inMs).toISOString(),
      },
    });
    expect(res.status()).toBe(201);
  }
  await expect(async () => expect(await (await page.request.get("/api/nudge-history", { headers })).json()).toHaveLength(1)).toPass({
    timeout: 20_000,
    intervals: [500],
  });
  await page.addInitScript((t) => localStorage.setItem("auth_token", t), token);
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Edit nudge for Ben Okafor" })).toBeVisible();
  await axeBothThemes(page, "phone, Active Nudges");
  await page.getByRole("tab", { name: "Nudge History" }).click();
  await expect(page.getByRole("button", { name: "Reuse nudge for Ana Souza" })).toBeVisible();
  await page.getByRole("tabpanel").getByRole("button", { expanded: false }).first().click();
  await axeBothThemes(page, "phone, Nudge History");
});

/** Each text that reached a live region (polite or assertive, or role=status/alert), kept across page loads. */
const recordAnnouncements = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __announced: string[] };
    w.__announced = [];
    const live =
      '[aria-live="polite"], [aria-live="assertive"], [role="status"]:not([aria-live="off"]), [role="alert"]:not([aria-live="off"])';
    new MutationObserver((changes) => {
      for (const change of changes) {
        const node = change.target instanceof Element ? change.target : change.target.parentElement;
        const region = node?.closest(live);
        if (region?.textContent?.trim()) w.__announced.push(region.textContent.trim());
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

const announced = (page: Page) => page.evaluate(() => (window as unknown as { __announced: string[] }).__announced.join("\n"));

/** Tab (or Shift+Tab) until `target` has focus, checking that each control on the way shows it. */
async function tabTo(page: Page, target: Locator, key = "Tab") {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    expect(now.visible, `focus shows on ${now.name} (${now.style})`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}

test("with the keyboard alone: sign in, schedule a nudge, switch tabs, open and close a dialog; toasts are announced", {
  tag: "@desktop",
}, async ({ page }) => {
  // A whole journey, each control on the way checked for its focus ring: more steps than the
  // default time allows on a machine busy with other suites.
  test.setTimeout(60_000);
  const { email } = await signUpByApi(page, "Kim Lee");
  await recordAnnouncements(page);

  // Sign in.
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type("secret-pass");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
  await expect.poll(() => announced(page)).toContain("Welcome back!");

  // Schedule a nudge: a Quick Action fills in the message and the date, and focus goes to the name.
  await tabTo(page, page.getByRole("button", { name: /Weekly Check-in/ }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Person's name")).toBeFocused();
  await page.keyboard.type("Ana Souza");
  await tabTo(page, page.getByRole("button", { name: "Schedule Nudge" }));
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: "Reminder Scheduled!" })).toBeVisible();
  await expect.poll(() => announced(page)).toContain("We'll nudge you about Ana Souza");
  await expect(page.getByRole("button", { name: "Edit nudge for Ana Souza" })).toBeVisible();

  // Tabs: Tab reaches the strip, arrow keys move along it (the ARIA tabs pattern), Tab goes into the panel.
  await tabTo(page, page.getByRole("tab", { name: "Active Nudges" }), "Shift+Tab");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Contacts" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Contacts", exact: true })).toBeVisible();

  // A dialog: opened with Enter, focus stays inside it both ways round, Escape gives it back.
  const add = page.getByRole("button", { name: "Add Contact" }).first();
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add Contact" });
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  await walkFocus(page, "Add Contact", { scope: dialog });
  await walkFocus(page, "Add Contact", { scope: dialog, key: "Shift+Tab" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // And save one from the keyboard: its toast is announced too, and focus is back where it was.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel("Name", { exact: true }));
  await page.keyboard.type("Bea Costa");
  await tabTo(page, dialog.getByRole("button", { name: "Save Contact" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.locator("li[data-contact-id]").filter({ hasText: "Bea Costa" })).toBeVisible();
  await expect.poll(() => announced(page)).toContain("Contact saved successfully!");
  await expect(add).toBeFocused();
});
