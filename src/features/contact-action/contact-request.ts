// Contact action mode (SPEC §2): a nudge's notification opens
// /dashboard?action=contact&phone=…&message=…&name=… to text or call the person right away.

// logged: the notification's Text or Call already logged the contact (with the push's token).
export type ContactRequest = { name: string; phone: string; message: string; logged?: true };

/** The request in a dashboard query string, or null unless action=contact and all three details are there. */
export function readContactRequest(search: string): ContactRequest | null {
  const params = new URLSearchParams(search);
  const name = params.get("name");
  const phone = params.get("phone");
  const message = params.get("message");
  if (params.get("action") !== "contact" || !name || !phone || !message) return null;
  return params.get("logged") === "1" ? { name, phone, message, logged: true } : { name, phone, message };
}

/** Opens the messaging app with the nudge's message already typed. */
export const smsHref = ({ phone, message }: ContactRequest) => `sms:${phone}?body=${encodeURIComponent(message)}`;

export const telHref = ({ phone }: ContactRequest) => `tel:${phone}`;
