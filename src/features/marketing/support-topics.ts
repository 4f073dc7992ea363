// Answers the support page shows beyond the four plan questions: the things people write in about.
import { t } from "@lingui/core/macro";
export const SUPPORT_TOPICS = [
  {
    get question() {
      return t`My nudges aren't arriving as notifications`;
    },
    get answer() {
      return t`Open your dashboard and check the notifications panel at the top. If it says notifications are blocked, click the icon near the address bar (or browser settings > Site settings > Notifications), change Block to Allow, then refresh and press Try Again. On iPhone, add Nudge to your home screen first and open it from there.`;
    },
  },
  {
    get question() {
      return t`How do I install Nudge on my phone?`;
    },
    get answer() {
      return t`On iPhone, open Nudge in Safari, tap Share and choose 'Add to Home Screen'. On Android, open it in Chrome and tap Install app (or Add to Home screen) in the menu. It then opens full screen like any other app.`;
    },
  },
  {
    get question() {
      return t`How do I update my card or cancel my plan?`;
    },
    get answer() {
      return t`On your dashboard, use Manage billing next to your plan. It opens our secure Stripe billing page, where you can change your card, see invoices or cancel. If a payment failed, the dashboard shows a Fix payment link that goes straight there.`;
    },
  },
];
