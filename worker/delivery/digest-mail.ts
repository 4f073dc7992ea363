// The digest by email (issue 24): the same list as its push (digest-push.ts), each person with why
// they are on it and their one-tap Text and Call links, then a link to Today.
import { t } from "@lingui/core/macro";
import type { DigestRule } from "../contracts/digest";
import type { Today } from "../contracts/today";
import { digestPeople, digestTitle, type Person } from "./digest-push";
import { button, escapeHtml, wrapEmail, type Recipient } from "./email-html";
import type { Mail } from "./mailer";

/** The same list by email: each person with why and their one-tap links, then a link to Today. */
export function digestMail(appUrl: string, to: Recipient, today: Today, every: DigestRule["every"]): Mail {
  const people = digestPeople(today);
  const subject = digestTitle(people.length, every);
  const linksOf = (p: Person) => [
    ...(p.links.message ? [{ label: p.links.message.label, href: p.links.message.href }] : []),
    ...(p.links.call ? [{ label: t`Call`, href: p.links.call }] : []),
  ];
  const open = `${appUrl}/today`;
  const { text, html, headers } = wrapEmail(
    appUrl,
    to,
    {
      text: [
        `${subject}:`,
        "",
        ...people.flatMap((p) => [`${p.name}: ${p.why}`, ...linksOf(p).map((l) => `  ${l.label}: ${l.href}`), ""]),
        `${t`Open Today`}: ${open}`,
      ],
      html: [
        `<p><strong>${escapeHtml(subject)}</strong>:</p>`,
        ...people.map(
          (p) =>
            `<div style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #0d9488;background:#f0fdfa"><p style="margin:0 0 8px"><strong>${escapeHtml(p.name)}</strong>: ${escapeHtml(p.why)}</p>${linksOf(
              p,
            )
              .map((l) => button(l.href, l.label))
              .join("")}</div>`,
        ),
        `<p>${button(open, t`Open Today`)}</p>`,
      ],
    },
    { why: t`You get this email because you asked for your digest by email.`, stop: t`Stop nudge emails` },
  );
  // One a day per person: a retried alarm or a timeout that did get through is not mailed twice.
  return { to: to.email, subject, text, html, headers, idempotencyKey: `digest/${to.userId}/${today.date}` };
}
