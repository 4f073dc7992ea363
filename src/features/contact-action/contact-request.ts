// Contact action mode (docs/product.md#contact-card): a nudge's notification opens
// /dashboard?action=contact&phone=…&message=…&name=… to text or call the person right away.
// Anyone can write such an address, so the phone must pass the API's own rule before it is offered.
import { callLink, phoneProblem, textLink } from "@contracts/phone";

// logged: the notification's Text or Call already logged the contact (with the push's token).
// nudgeId: the nudge the notification was for, so the card can offer Done and "Tomorrow morning"
// (browsers show only a couple of a notification's actions).
export type ContactRequest = { name: string; phone: string; message: string; logged?: true; nudgeId?: number };

/** The request in a dashboard query string, or null unless action=contact and all three details are there, the phone one the API would take. */
export function readContactRequest(search: string): ContactRequest | null {
  const params = new URLSearchParams(search);
  const name = params.get("name");
  const phone = params.get("phone");
  const message = params.get("message");
  if (params.get("action") !== "contact" || !name || !phone || !message || phoneProblem(phone)) return null;
  const nudgeId = Number(params.get("nudge"));
  return {
    name,
    phone,
    message,
    ...(params.get("logged") === "1" ? { logged: true as const } : {}),
    ...(Number.isInteger(nudgeId) && nudgeId > 0 ? { nudgeId } : {}),
  };
}

/** Opens the messaging app with the nudge's message already typed. */
export const smsHref = ({ phone, message }: ContactRequest) => textLink(phone, message);

export const telHref = ({ phone }: ContactRequest) => callLink(phone);
