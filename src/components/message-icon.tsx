import { Mail, MessageCircle, MessageSquareText } from "lucide-react";
import type { MessageLink } from "@contracts/reach";

/** The icon of the app a message link opens: a text bubble for SMS, an envelope for email, a chat bubble for the others. */
export function MessageIcon({ link, className = "size-4" }: { link: MessageLink; className?: string }) {
  const Icon = link.app === "sms" ? MessageSquareText : link.app === "email" ? Mail : MessageCircle;
  return <Icon className={className} aria-hidden />;
}
