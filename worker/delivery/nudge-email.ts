// A nudge as an email: the second channel, for when no device took it (or the person wants every
// nudge mailed). Plain text and HTML with the same one-tap links as the notification, no remote
// images, and RFC 8058 one-click unsubscribe headers.
import { ph, t } from "@lingui/core/macro";
import type { Mail } from "./mailer";
import { callLink } from "../contracts/phone";
import { messageLink, type ReachApp } from "../contracts/reach";
import { button, escapeHtml, wrapEmail, type Recipient } from "./email-html";
import { openLink } from "./nudge-links";

type Nudge = { id: number; targetName: string; message: string; phoneNumber: string | null; url: string | null };

/** How the person is messaged, when the nudge's number is a contact's who prefers another app than SMS. */
export type Way = { reachBy: string | null; email: string | null; telegram: string | null };

export function nudgeEmail(appUrl: string, to: Recipient, nudge: Nudge, actionToken: string, way?: Way, context: string[] = []): Mail {
  const links: { label: string; href: string }[] = [];
  const message = messageLink({ ...way, reachBy: way?.reachBy as ReachApp | null, phoneNumber: nudge.phoneNumber }, nudge.message);
  if (message) links.push({ label: message.label, href: message.href });
  if (nudge.phoneNumber) links.push({ label: t`Call`, href: callLink(nudge.phoneNumber) });
  links.push({ label: t`Open in Nudge`, href: openLink(appUrl, nudge) });
  // The notification's own single-use token: the page it opens marks the nudge done (a POST, so a
  // mail scanner that follows links does not).
  links.push({ label: t`Mark done`, href: `${appUrl}/nudge-done?token=${encodeURIComponent(actionToken)}` });
  const name = nudge.targetName;
  const subject = t`Time to reach out to ${name}`;
  const strongName = `<strong>${escapeHtml(name)}</strong>`;
  const { text, html, headers } = wrapEmail(
    appUrl,
    to,
    {
      text: [
        t`It's time to reach out to ${name}:`,
        "",
        `"${nudge.message}"`,
        "",
        ...(context.length ? [...context, ""] : []),
        ...links.map((l) => `${l.label}: ${l.href}`),
      ],
      html: [
        `<p>${t`It's time to reach out to ${ph({ name: strongName })}:`}</p>`,
        `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #0d9488;background:#f0fdfa">${escapeHtml(nudge.message)}</blockquote>`,
        ...(context.length ? [`<p style="color:#4b5563">${context.map(escapeHtml).join("<br>")}</p>`] : []),
        `<p>${links.map((l) => button(l.href, l.label)).join("")}</p>`,
      ],
    },
    {
      why: t`You get this email because no device of yours took this nudge, or you asked for every nudge by email.`,
      stop: t`Stop nudge emails`,
    },
  );
  return {
    to: to.email,
    subject,
    text,
    html,
    headers,
    idempotencyKey: `nudge-email/${to.userId}/${nudge.id}`,
  };
}
