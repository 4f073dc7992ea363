// The links a nudge carries out of the app (push and email): where a tap opens Nudge, and the
// one-tap text and call links. The Contact card's query is SPEC's contact action mode.
type Nudge = { targetName: string; message: string; phoneNumber: string | null; url: string | null };

/** A dialer takes digits and a leading +; spaces, dots and brackets make some refuse the link. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, "");

/** Opens the Contact card for the nudge's person when a phone is known, else the nudge's link or the dashboard. */
export function openLink(appUrl: string, nudge: Nudge) {
  if (nudge.phoneNumber) {
    const query = new URLSearchParams({ action: "contact", phone: nudge.phoneNumber, message: nudge.message, name: nudge.targetName });
    return `${appUrl}/dashboard?${query}`;
  }
  return nudge.url ?? `${appUrl}/dashboard`;
}

export const textLink = (phone: string, message: string) => `sms:${dialable(phone)}?body=${encodeURIComponent(message)}`;

export const callLink = (phone: string) => `tel:${dialable(phone)}`;
