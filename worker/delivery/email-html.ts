// What every nudge email (a nudge's own, the digest) shares: escaped HTML, the one-tap buttons, and
// the RFC 8058 one-click opt-out, whose key turns nudge emails off and nothing else.
import { t } from "@lingui/core/macro";

/** Who a nudge email goes to; unsubscribeToken keys its one-click opt-out. */
export type Recipient = { userId: number; email: string; name: string; unsubscribeToken: string | null };

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

/**
 * A nudge email's text and HTML around its content: "Hi {name}," first, then the footer saying
 * why it came (`why`) with the opt-out link (`stop`), and the one-click opt-out headers.
 */
export function wrapEmail(
  appUrl: string,
  to: Recipient,
  content: { text: string[]; html: string[] },
  footer: { why: string; stop: string },
) {
  const { page, headers } = optOut(appUrl, to);
  const name = to.name;
  const text = [t`Hi ${name},`, "", ...content.text, "", footer.why, `${footer.stop}: ${page}`].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;line-height:1.5">`,
    `<p>${escapeHtml(t`Hi ${name},`)}</p>`,
    ...content.html,
    `<p style="font-size:13px;color:#6b7280">${escapeHtml(footer.why)} <a href="${escapeHtml(page)}" style="color:#6b7280">${escapeHtml(footer.stop)}</a>.</p>`,
    `</body></html>`,
  ].join("");
  return { text, html, headers };
}
