import { lazyWords } from "#i18n";
import { t, msg } from "@lingui/core/macro";
import { Bot, HeartHandshake, Lightbulb, type LucideIcon } from "lucide-react";
import type { SupportType } from "@contracts/support";

export type SupportMode = {
  tab: "support" | "advice" | "features";
  type: SupportType;
  label: string;
  Icon: LucideIcon;
  intro: string;
  placeholder: string;
};

/** The panel's three tabs and the request type each one sends (docs/product.md#ai-support). */
export const SUPPORT_MODES: SupportMode[] = [
  {
    tab: "support",
    type: "support",
    get label() {
      return t`Support`;
    },
    Icon: Bot,
    get intro() {
      return t`Questions about using Nudge: notifications, contacts, nudges, your account.`;
    },
    get placeholder() {
      return t`e.g. Why don't my notifications show up?`;
    },
  },
  {
    tab: "advice",
    type: "connection_advice",
    get label() {
      return t`Advice`;
    },
    Icon: HeartHandshake,
    get intro() {
      return t`Not sure what to say? Get ideas for reaching out to someone.`;
    },
    get placeholder() {
      return t`e.g. How do I reconnect with a friend I haven't called in a year?`;
    },
  },
  {
    tab: "features",
    type: "feature_request",
    get label() {
      return t`Features`;
    },
    Icon: Lightbulb,
    get intro() {
      return t`Tell us what would make Nudge better; the team reads every idea.`;
    },
    get placeholder() {
      return t`Describe the feature you'd like...`;
    },
  },
];

export const TYPE_LABELS: Record<SupportType, string> = lazyWords({
  support: msg`Support`,
  connection_advice: msg`Advice`,
  feature_request: msg`Feature`,
});

/** docs/product.md#ai-support: what the chat shows when the request fails or the server gives no answer. */
export const technicalDifficulties = () => t`I'm experiencing technical difficulties. Please try again in a moment.`;
export const noResponse = () => t`I'm having trouble processing your request right now.`;
