// Mail in (issue 41): a real mail (mailparser's plain fixture, the sender and recipient made the
// account's and a contact's) sent to an account's mail-in address through the local email
// endpoint, as Email Routing hands one to the Worker, timed from sending to the interaction being
// in the contact's history. Each mail has its own Message-ID, so each is a new interaction.
import { readFileSync } from "node:fs";
import type { Account } from "./accounts.ts";
import { json, percentiles } from "./app.ts";

export type MailInTimes = { mails: number; loggedMs: ReturnType<typeof percentiles>; workerdCpuMsPerMail: number; logged: number };

const FIXTURE = readFileSync("test/fixtures/mail/plain-mailparser.eml", "utf8");

export async function measureMailIn(app: string, account: Account, email: string, workerdCpuMs: () => number, mails = 30) {
  const { token } = account;
  const contact = await json(`${app}/api/contacts`, { token, body: { name: "Dana Reyes", email: "dana.reyes@example.com" } });
  const { address } = await json(`${app}/api/mail-in`, { token });
  const history = () => json(`${app}/api/interactions?contactId=${contact.id}`, { token }) as Promise<unknown[]>;
  const times: number[] = [];
  let cpuMs = 0;
  for (let i = 0; i < mails; i++) {
    const raw = FIXTURE.replace(/^From:.*$/m, `From: ${email}`)
      .replace(/^To:.*$/m, "To: Dana Reyes <dana.reyes@example.com>")
      .replace(/^Subject:.*$/m, `Subject: Dinner plans ${i}\nMessage-ID: <bench-${i}-${Date.now()}@nudge.test>`);
    const cpuBefore = workerdCpuMs();
    const started = performance.now();
    const res = await fetch(`${app}/cdn-cgi/handler/email?from=${encodeURIComponent(email)}&to=${encodeURIComponent(address)}`, {
      method: "POST",
      headers: { "Content-Type": "message/rfc822" },
      body: raw,
    });
    if (!res.ok) throw new Error(`mail in: ${res.status} ${await res.text()}`);
    while ((await history()).length < i + 1) await new Promise((resolve) => setTimeout(resolve, 5));
    times.push(Math.round(performance.now() - started));
    cpuMs += workerdCpuMs() - cpuBefore;
  }
  return {
    mails,
    loggedMs: percentiles(times),
    // Includes the history reads that watched for it: an upper bound on the handler's own.
    workerdCpuMsPerMail: Math.round((cpuMs / mails) * 10) / 10,
    logged: (await history()).length,
  } satisfies MailInTimes;
}
