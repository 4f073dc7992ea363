// The marketing copy shared by the landing, pricing and support pages (docs/product.md#landing).
import { t, msg } from "@lingui/core/macro";
import { intlLocale } from "@/lib/dates";
import { BellRing, HeartHandshake, NotebookPen, type LucideIcon } from "lucide-react";

/** The plan's price, $7 (billed in US dollars everywhere), written as the shown language writes money. */
export const price = () => new Intl.NumberFormat(intlLocale(), { style: "currency", currency: "USD", minimumFractionDigits: 0 }).format(7);
export const TRIAL_DAYS = 30;

export const BENEFITS: { Icon: LucideIcon; title: string; text: string }[] = [
  {
    Icon: BellRing,
    get title() {
      return t`Never miss a follow-up`;
    },
    get text() {
      return t`Schedule a nudge in seconds and your phone taps you on the shoulder the moment it's time to reach out.`;
    },
  },
  {
    Icon: HeartHandshake,
    get title() {
      return t`Reach out in one tap`;
    },
    get text() {
      return t`Text or call straight from the notification, with your message already written. No hunting for numbers.`;
    },
  },
  {
    Icon: NotebookPen,
    get title() {
      return t`Remember what matters`;
    },
    get text() {
      return t`Keep notes on every contact, from kids' names to last week's deal, so each conversation picks up where you left off.`;
    },
  },
];

export const STATS = [
  {
    value: "10,000+",
    get label() {
      return t`Active users`;
    },
  },
  {
    value: "40%",
    get label() {
      return t`Average sales increase`;
    },
  },
  {
    value: "4.9",
    get label() {
      return t`Average rating`;
    },
    stars: true,
  },
];

/** The eight capabilities the Pro plan includes (docs/product.md#the-plan). */
export const FEATURES = [
  msg`Smart reminders that arrive right on time`,
  msg`Push notifications on phone and desktop`,
  msg`One-tap calling and texting`,
  msg`Contact notes and interaction history`,
  msg`Sync across all your devices`,
  msg`Works offline`,
  msg`Privacy-first storage`,
  msg`AI-powered support, 24/7`,
];

export const TESTIMONIALS = [
  {
    name: "Maya Chen",
    get role() {
      return t`Real estate agent`;
    },
    get quote() {
      return t`I used to lose touch with clients after closing. Nudge reminds me to check in on move-in anniversaries, and half my referrals now come from those calls.`;
    },
  },
  {
    name: "David Okafor",
    get role() {
      return t`Financial advisor`;
    },
    get quote() {
      return t`The one-tap call from the notification is the whole trick. I see the nudge, I call, done. My follow-ups went from 'when I remember' to every single week.`;
    },
  },
  {
    name: "Sofia Martins",
    get role() {
      return t`Startup founder`;
    },
    get quote() {
      return t`I started using it for investors and ended up using it for family too. My grandmother gets a call every Sunday now, and I haven't missed a birthday all year.`;
    },
  },
];

export const FAQ = [
  {
    get question() {
      return t`How does the 30-day free trial work?`;
    },
    get answer() {
      return t`Start your trial with a card on file and use every Pro feature free for ${TRIAL_DAYS} days. You aren't charged anything until the trial ends; after that Nudge Pro is ${price()} a month. Cancel before day ${TRIAL_DAYS} and you pay nothing.`;
    },
  },
  {
    get question() {
      return t`Can I cancel anytime?`;
    },
    get answer() {
      return t`Yes. Open Manage billing from your dashboard and cancel in a couple of clicks, no emails or phone calls needed. You keep Pro until the end of the month you've paid for and are never charged again.`;
    },
  },
  {
    get question() {
      return t`Which devices does Nudge work on?`;
    },
    get answer() {
      return t`Any modern browser on iPhone, Android, Mac, Windows or Linux. Add Nudge to your home screen to use it like an app (on iPhone this is what turns on notifications). Your nudges and contacts sync across every device you sign in on.`;
    },
  },
  {
    get question() {
      return t`Is my data secure?`;
    },
    get answer() {
      return t`Your data travels over HTTPS, your password is stored only as a salted hash, and notifications are encrypted end to end to your device. Payments are handled by Stripe, so we never see your card number. We never sell or share your contacts.`;
    },
  },
];
