// What mail-in takes from a parsed mail (worker/mail-in/plan.ts): whom it was with, its title and
// its time. The forwarded texts are real (test/fixtures/mail/README.md); the rest of each mail is
// the few fields the plan reads.
import { readFileSync } from "node:fs";
import type { Email } from "postal-mime";
import { describe, expect, it } from "vitest";
import { planMail } from "../../worker/mail-in/plan";

const NOW = Date.parse("2026-11-28T12:00:00Z");
const gmailForward = readFileSync(new URL("../fixtures/mail/forwarded-blocks/gmail_en_body.txt", import.meta.url), "utf8");
const own = { account: "ana@example.com", isMailIn: (address: string) => address.endsWith("@in.nudge.test") };
const mail = (fields: Partial<Email>): Email => ({ headers: [], headerLines: [], attachments: [], ...fields });
const box = (address: string, name = "") => ({ address, name });

describe("planMail", () => {
  it("takes a BCC'd mail's To and Cc, without the account or the Nudge address, each once", () => {
    const plan = planMail(
      mail({
        subject: "  Lunch\tnext week ",
        date: "2026-11-20T10:00:00.000Z",
        to: [box("Dana@Example.org", "Dana Reyes"), box("ana@example.com")],
        cc: [box("1.0.abc@in.nudge.test"), { name: "Team", group: [box("dana@example.org"), box("eli@example.org")] }],
      }),
      own,
      NOW,
    );
    expect(plan).toEqual({
      people: [
        { email: "dana@example.org", name: "Dana Reyes" },
        { email: "eli@example.org", name: null },
      ],
      title: "Lunch next week",
      at: Date.parse("2026-11-20T10:00:00Z"),
      forwarded: false,
    });
  });

  it("takes a forwarded mail's original sender, subject without the prefix, and original date", () => {
    const plan = planMail(
      mail({ subject: "Fwd: FW: Integer consequat non purus", date: "2026-11-27T08:00:00.000Z", text: gmailForward }),
      own,
      NOW,
    );
    expect(plan).toEqual({
      people: [{ email: "john.doe@acme.com", name: "John Doe" }],
      title: "Integer consequat non purus",
      at: Date.parse("Wed, Oct 27, 2021 9:31 AM"),
      forwarded: true,
    });
  });

  it("takes whom the account's own forwarded mail went to", () => {
    const plan = planMail(
      mail({ subject: "Fwd: Integer consequat non purus", text: gmailForward }),
      { ...own, account: "john.doe@acme.com" },
      NOW,
    );
    expect(plan.people.map((p) => p.email)).toEqual(["bessie.berry@acme.com", "walter.sheltan@acme.com", "nicholas@globex.corp"]);
  });

  it("finds the block in an HTML-only forward", () => {
    const html = `<div>FYI</div><div>---------- Forwarded message ---------<br>From: <b>Dana</b> &lt;<a href="mailto:dana@example.org">dana@example.org</a>&gt;<br>Subject: Plans<br></div>`;
    expect(planMail(mail({ subject: "Fwd: Plans", html }), own, NOW).people).toEqual([{ email: "dana@example.org", name: "Dana" }]);
  });

  it("never dates a mail after now, dates one without a date now, and titles one without a subject Email", () => {
    const future = planMail(mail({ subject: "", date: "2030-01-01T00:00:00.000Z", to: [box("dana@example.org")] }), own, NOW);
    expect(future).toMatchObject({ at: NOW, title: "Email" });
    expect(planMail(mail({ date: "not a date", to: [box("dana@example.org")] }), own, NOW).at).toBe(NOW);
    expect(planMail(mail({ subject: "x".repeat(500), to: [box("dana@example.org")] }), own, NOW).title).toHaveLength(200);
  });

  it("names at most 20 people", () => {
    const to = Array.from({ length: 50 }, (_, i) => box(`p${i}@example.org`));
    expect(planMail(mail({ to }), own, NOW).people).toHaveLength(20);
  });
});
