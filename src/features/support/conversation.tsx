import { Trans, useLingui } from "@lingui/react/macro";
import { Bot, UserRound } from "lucide-react";
import { useEffect, useRef } from "react";
import type { SupportType } from "@contracts/support";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { TYPE_LABELS } from "./support-modes";

export type ChatMessage = { id: number; from: "user" | "assistant"; text: string; type: SupportType; forwarded?: boolean };

/** The conversation: scrolls inside its own box past 24rem (docs/product.md#ai-support). */
export function Conversation({ messages, typing }: { messages: ChatMessage[]; typing: boolean }) {
  const { t } = useLingui();
  const end = useRef<HTMLDivElement>(null);
  // Braces matter: newer Chromium returns a Promise from scrollIntoView, which React would call as a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [messages.length, typing]);
  return (
    <div
      role="log"
      aria-label={t`Conversation`}
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: past 24rem it scrolls, so it is a Tab stop: the keyboard must be able to scroll it too (axe's scrollable-region-focusable).
      tabIndex={0}
      className="max-h-96 space-y-3 overflow-y-auto rounded-lg border bg-muted/30 p-3"
    >
      {messages.map((m) => (
        <div key={m.id} className={cn("flex gap-2", m.from === "user" && "flex-row-reverse")} data-from={m.from}>
          <span
            className={cn(
              "mt-1 flex size-7 shrink-0 items-center justify-center rounded-full",
              m.from === "user" ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
            )}
            aria-hidden
          >
            {m.from === "user" ? <UserRound className="size-4" /> : <Bot className="size-4" />}
          </span>
          <div
            className={cn(
              "max-w-[85%] space-y-1 rounded-2xl px-3 py-2 text-sm",
              m.from === "user" ? "bg-primary text-primary-foreground" : "border bg-card",
            )}
          >
            {/* Model output is untrusted text: React escapes it; line breaks are kept. */}
            <p className="break-words whitespace-pre-wrap">{m.text}</p>
            {m.from === "user" && <span className="text-xs">{TYPE_LABELS[m.type]}</span>}
            {m.forwarded && (
              <Badge variant="secondary">
                <Trans>Forwarded to our team</Trans>
              </Badge>
            )}
          </div>
        </div>
      ))}
      {typing && (
        <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Bot className="size-4" aria-hidden />
          <span>
            <Trans>Assistant is typing</Trans>
          </span>
          <span className="flex gap-0.5" aria-hidden>
            {[0, 150, 300].map((delay) => (
              <span key={delay} className="size-1.5 animate-bounce rounded-full bg-current" style={{ animationDelay: `${delay}ms` }} />
            ))}
          </span>
        </div>
      )}
      <div ref={end} />
    </div>
  );
}
