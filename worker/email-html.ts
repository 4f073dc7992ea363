// What every reminder email (a nudge's, the plan's) shares: escaped HTML, the one-tap buttons, and
// the RFC 8058 one-click opt-out, whose key turns reminder emails off and nothing else.
import type { Recipient } from "./nudge-email";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:8px;background:#0d9488;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;

/** The page a person opens to stop these emails, and the headers a mail client's one-click opt-out POSTs to. */
export function optOut(appUrl: string, to: Recipient) {
  const token = to.unsubscribeToken && encodeURIComponent(to.unsubscribeToken);
  return {
    page: token ? `${appUrl}/unsubscribe?token=${token}` : `${appUrl}/dashboard`,
    headers: token
      ? { "List-Unsubscribe": `<${appUrl}/api/email/unsubscribe?token=${token}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
      : undefined,
  };
}
