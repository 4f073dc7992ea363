// Where a tap on a nudge (push and email) opens Nudge: the Contact card (docs/product.md#contact-card);
// the one-tap text and call links are contracts/phone.ts, shared with the SPA.
type Nudge = { targetName: string; message: string; phoneNumber: string | null; url: string | null };

/** Opens the Contact card for the nudge's person when a phone is known, else the nudge's link or the dashboard. */
export function openLink(appUrl: string, nudge: Nudge) {
  if (nudge.phoneNumber) {
    const query = new URLSearchParams({ action: "contact", phone: nudge.phoneNumber, message: nudge.message, name: nudge.targetName });
    return `${appUrl}/dashboard?${query}`;
  }
  return nudge.url ?? `${appUrl}/dashboard`;
}
