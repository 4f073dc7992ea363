import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, confirmEmail, signUp, signUpConfirmed } from "./helpers";
import {
  deliveryOf,
  deviceAnsweringWithDueNudge,
  dueNudge,
  mailAttempts,
  mailsTo,
  rerunAlarm,
  runAlarm,
  schedulerSql,
  scriptMail,
  stubOf,
  emailSettings,
} from "./delivery-helpers";
import { attempts, delivered, subscribeDevice } from "./push-helpers";

/** The scheduler's waiting emails: how many times each was tried and when it is tried next. */
const outboxAttempts = (userId: number) =>
  schedulerSql<{ nextAttemptAt: number; attempts: number }>(userId, "SELECT nextAttemptAt, attempts FROM mail_outbox");

/** Makes the waiting emails' next try due now: the scheduler's clock is moved instead of waiting. */
const emailRetryDueNow = (userId: number) => schedulerSql(userId, "UPDATE mail_outbox SET nextAttemptAt = ?", Date.now() - 1);

/** A person with a confirmed email whose mail API will answer `statuses` to the next emails, and a nudge due now. */
async function mailAnsweringWithDueNudge(statuses: number[]) {
  const user = await signUpConfirmed();
  await scriptMail(user.email, statuses);
  const nudge = await dueNudge(user.token);
  return { user, nudge };
}

// The second channel: a nudge no device took is emailed to the person's confirmed address.
describe("emailing a nudge no device took", () => {
  it("with no device, emails it in the same alarm: text and HTML, one-tap links, one-click unsubscribe", async () => {
    const user = await signUpConfirmed();
    const nudge = await dueNudge(user.token, { targetName: "Ana", message: "Ask <how> the new job is going", phoneNumber: "+1 555 0100" });
    await runAlarm(user.id);

    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Time to reach out to Ana");
    expect(mail!.text).toContain(`"Ask <how> the new job is going"`);
    expect(mail!.text).toContain("Text: sms:+15550100?body=Ask%20%3Chow%3E%20the%20new%20job%20is%20going");
    expect(mail!.text).toContain("Call: tel:+15550100");
    expect(mail!.text).toContain(
      "Open in Nudge: http://localhost:8787/dashboard?action=contact&phone=%2B1+555+0100&message=Ask+%3Chow%3E+the+new+job+is+going&name=Ana",
    );
    // The HTML part escapes what the person typed and loads nothing from elsewhere.
    expect(mail!.html).toContain("Ask &#60;how&#62; the new job is going");
    expect(mail!.html).not.toMatch(/<img|<script|src=/i);
    // RFC 8058: a one-click POST to the opt-out address, which the person's key makes theirs.
    const { unsubscribeToken } = (await env.DB.prepare("SELECT unsubscribeToken FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ unsubscribeToken: string | null }>())!;
    if (unsubscribeToken) {
      expect(mail!.headers).toEqual({
        "List-Unsubscribe": `<http://localhost:8787/api/email/unsubscribe?token=${unsubscribeToken}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
    }
    expect(mail!.idempotencyKey).toBe(`nudge-email/${user.id}/${nudge.id}`);

    // Mark done from the email: its link carries the nudge's single-use action token.
    const token = new URL(mail!.text.match(/Mark done: (\S+)/)![1]!).searchParams.get("token")!;
    const done = await api("/api/nudge-actions/done", { body: { token } });
    expect(done.status, done.text).toBe(200);
    expect(done.json.nudge.id).toBe(nudge.id);

    expect(await deliveryOf(user.token, nudge.id)).toEqual({
      status: "emailed",
      devices: [],
      email: { status: "sent", at: expect.any(String), reason: null },
    });
    // Again (the alarm runs at least once): no second email.
    await rerunAlarm(user.id);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("links to the app the contact with the nudge's number is messaged in, with the message ready", async () => {
    const user = await signUpConfirmed();
    const contact = { name: "Ana", phoneNumber: "+1 555 010 2030", reachBy: "whatsapp" };
    expect((await api("/api/contacts", { token: user.token, body: contact })).status).toBe(201);
    // The nudge's number written another way is still Ana's.
    await dueNudge(user.token, { targetName: "Ana", message: "How's the new job?", phoneNumber: "+15550102030" });
    await dueNudge(user.token, { targetName: "Ben", message: "Lunch?", phoneNumber: "+1 555 010 9999" });
    await runAlarm(user.id);
    const mails = await mailsTo(user.email);
    const ana = mails.find((m) => m.subject === "Time to reach out to Ana")!;
    expect(ana.text).toContain("WhatsApp: https://wa.me/15550102030?text=How's%20the%20new%20job%3F");
    expect(ana.text).not.toContain("Text: sms:");
    expect(ana.text).toContain("Call: tel:+15550102030");
    expect(mails.find((m) => m.subject === "Time to reach out to Ben")!.text).toContain("Text: sms:+15550109999?body=Lunch%3F");
  });

  it("finds the app of a contact whose number is kept as typed, by its digits", async () => {
    const user = await signUpConfirmed();
    // Pauses and a wait: not a number anywhere, so it is kept as typed.
    const contact = { name: "Carla", phoneNumber: "p1234p5678w9", reachBy: "telegram", telegram: "carla_k" };
    expect((await api("/api/contacts", { token: user.token, body: contact })).status).toBe(201);
    await dueNudge(user.token, { targetName: "Carla", message: "Coffee?", phoneNumber: "(1234) 5678-9" });
    await runAlarm(user.id);
    const [mail] = await mailsTo(user.email);
    expect(mail!.text).toContain("Telegram: https://t.me/carla_k");
  });

  it("when the only device is gone (410), removes it and emails at once", async () => {
    const user = await signUpConfirmed();
    const { nudge } = await deviceAnsweringWithDueNudge(user.token, [410]);
    await runAlarm(user.id);

    expect(await mailsTo(user.email)).toHaveLength(1);
    expect((await api("/api/subscription-status", { token: user.token })).json.hasActiveSubscription).toBe(false);
    const delivery = await deliveryOf(user.token, nudge.id);
    expect(delivery).toMatchObject({ status: "emailed", email: { status: "sent" } });
    expect(delivery!.devices).toEqual([
      { label: null, status: "gone", at: expect.any(String), reason: "The browser's push service said this subscription no longer exists" },
    ]);
  });

  it("while a device keeps failing (500), retries the push and emails once after 10 minutes", async () => {
    const user = await signUpConfirmed();
    const { device, nudge } = await deviceAnsweringWithDueNudge(user.token, [500, 500]);
    await runAlarm(user.id);
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({
      status: "retrying",
      devices: [{ status: "retrying", reason: "The browser's push service had a problem (it answered 500)" }],
      email: null,
    });
    const [waiting] = await schedulerSql<{ nextAttemptAt: number; firstAttemptAt: number }>(
      user.id,
      "SELECT nextAttemptAt, firstAttemptAt FROM mail_outbox",
    );
    expect(waiting!.nextAttemptAt - waiting!.firstAttemptAt).toBe(10 * 60 * 1000);
    // The scheduler wakes for the push's retry before then.
    expect(await stubOf(user.id).nextAlarm()).toBeLessThan(waiting!.nextAttemptAt);

    // Ten minutes on: the scheduler's clock is moved back instead of waiting.
    await schedulerSql(user.id, "UPDATE mail_outbox SET nextAttemptAt = nextAttemptAt - 600000, firstAttemptAt = firstAttemptAt - 600000");
    await schedulerSql(user.id, "UPDATE outbox SET nextAttemptAt = ?", Date.now() - 1);
    await rerunAlarm(user.id);
    await rerunAlarm(user.id);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await attempts(device)).toBeGreaterThanOrEqual(2);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({
      status: "emailed",
      devices: [{ status: "retrying" }],
      email: { status: "sent" },
    });

    // The device comes back: the push still goes (it is the notification), and no second email.
    await schedulerSql(user.id, "UPDATE outbox SET nextAttemptAt = ?", Date.now() - 1);
    await rerunAlarm(user.id);
    expect(await delivered(device)).toHaveLength(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({
      status: "delivered",
      devices: [{ status: "delivered" }],
      email: { status: "sent" },
    });
  });

  it("sends no fallback email when a device takes the nudge, but every nudge when the person asked", async () => {
    const quiet = await signUpConfirmed();
    await subscribeDevice(quiet.token);
    const first = await dueNudge(quiet.token);
    await runAlarm(quiet.id);
    expect(await schedulerSql(quiet.id, "SELECT * FROM mail_outbox")).toHaveLength(0);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await deliveryOf(quiet.token, first.id)).toMatchObject({ status: "delivered", devices: [{ status: "delivered" }], email: null });

    const keen = await signUpConfirmed();
    await emailSettings(keen.token, { emailEvery: true });
    await subscribeDevice(keen.token);
    const second = await dueNudge(keen.token);
    await runAlarm(keen.id);
    expect(await mailsTo(keen.email)).toHaveLength(1);
    expect(await deliveryOf(keen.token, second.id)).toMatchObject({ status: "delivered", email: { status: "sent" } });
  });

  it("never emails an unconfirmed address; once confirmed through the mailed link it does, until the person turns it off", async () => {
    const user = await signUp();
    const before = await dueNudge(user.token);
    await runAlarm(user.id);
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await deliveryOf(user.token, before.id)).toEqual({ status: "not_delivered", devices: [], email: null });

    await confirmEmail(user.email);
    const after = await dueNudge(user.token);
    await runAlarm(user.id);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await deliveryOf(user.token, after.id)).toMatchObject({ status: "emailed" });

    await emailSettings(user.token, { emailFallback: false });
    const off = await dueNudge(user.token);
    await runAlarm(user.id);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await deliveryOf(user.token, off.id)).toMatchObject({ status: "not_delivered", email: null });
  });

  it("an email waiting for the devices is not sent once the person unsubscribed meanwhile", async () => {
    const user = await signUpConfirmed();
    const { nudge } = await deviceAnsweringWithDueNudge(user.token, [500, 500]);
    await runAlarm(user.id);
    const { unsubscribeToken } = (await env.DB.prepare("SELECT unsubscribeToken FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ unsubscribeToken: string }>())!;
    const off = await api(`/api/email/unsubscribe?token=${unsubscribeToken}`, {
      method: "POST",
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(off.status, off.text).toBe(200);
    await emailRetryDueNow(user.id);
    await rerunAlarm(user.id);
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await mailAttempts(user.id, nudge.id)).toBe(0);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({
      status: "retrying",
      email: { status: "failed", reason: "Nudge emails were turned off" },
    });
  });

  it("retries the mail API's 5xx and dropped connections with a backoff, says retrying meanwhile, and sends one email", async () => {
    const { user, nudge } = await mailAnsweringWithDueNudge([503, 0]);
    await runAlarm(user.id);
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({
      status: "retrying",
      email: { status: "retrying", reason: "The mail service answered 503" },
    });
    const [row] = await outboxAttempts(user.id);
    expect(row!.attempts).toBe(1);
    expect(await stubOf(user.id).nextAlarm()).toBe(row!.nextAttemptAt);

    // Due now: the scheduler's clock is moved instead of waiting (a wait would race the runtime's own alarm).
    await emailRetryDueNow(user.id);
    await rerunAlarm(user.id);
    // Polled: under load the runtime's own alarm may be the run that tried it.
    await expect
      .poll(() => deliveryOf(user.token, nudge.id))
      .toMatchObject({ status: "retrying", email: { status: "retrying", reason: "The mail service could not be reached" } });
    const [again] = await outboxAttempts(user.id);
    // The backoff doubles.
    expect(again!.attempts).toBe(2);
    expect(again!.nextAttemptAt - Date.now()).toBeGreaterThan(1000);
    await emailRetryDueNow(user.id);
    await rerunAlarm(user.id);
    await rerunAlarm(user.id);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await mailAttempts(user.id, nudge.id)).toBe(3);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({ status: "emailed", email: { status: "sent", reason: null } });
  });

  it("an email the API refuses (400) is not retried: the nudge was not delivered", async () => {
    const { user, nudge } = await mailAnsweringWithDueNudge([422]);
    await runAlarm(user.id);
    await rerunAlarm(user.id);
    expect(await mailAttempts(user.id, nudge.id)).toBe(1);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({
      status: "not_delivered",
      email: { status: "failed", reason: "The mail service refused the email (422)" },
    });
  });

  it("an alarm that died after the mail API accepted the email sends it again under the same key: one email", async () => {
    const user = await signUpConfirmed();
    const nudge = await dueNudge(user.token);
    await runAlarm(user.id);
    const [mail] = await mailsTo(user.email);
    // What the crash leaves: the email still in the outbox, its lease run out, nothing noted.
    await schedulerSql(
      user.id,
      "INSERT INTO mail_outbox (reminderId, mail, every, attempts, firstAttemptAt, nextAttemptAt) VALUES (?, ?, 0, 0, ?, ?)",
      nudge.id,
      JSON.stringify({ to: user.email, subject: mail!.subject, text: mail!.text, idempotencyKey: mail!.idempotencyKey }),
      Date.now() - 1000,
      Date.now() - 1,
    );
    await rerunAlarm(user.id);
    expect(await mailAttempts(user.id, nudge.id)).toBe(2);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await deliveryOf(user.token, nudge.id)).toMatchObject({ status: "emailed", email: { status: "sent" } });
  });
});
