import { Trans, useLingui } from "@lingui/react/macro";
import { Eraser, Send } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { PendingButton } from "@/components/pending-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { LabelNote } from "@/components/label-note";
import { Label } from "@/components/ui/label";
import { IconTabsTrigger, Tabs, TabsContent, TabsList } from "@/components/ui/tabs";
import { LabeledTextarea } from "@/components/labeled-textarea";
import { useToast } from "@/hooks/use-toast";
import { ApiError, errorText } from "@/lib/api";
import { Conversation, type ChatMessage } from "./conversation";
import { useAskSupport } from "./support-api";
import { noResponse, SUPPORT_MODES, technicalDifficulties, type SupportMode } from "./support-modes";
import { SupportHistory } from "./support-history";
import { SupportReplies } from "./support-replies";

/** The AI Support tab (docs/product.md#ai-support): Support / Advice / Features, one conversation, recent history. */
export function SupportPanel() {
  const { t } = useLingui();
  const { toast } = useToast();
  const ask = useAskSupport();
  const [mode, setMode] = useState<SupportMode>(SUPPORT_MODES[0]!);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  const [contactName, setContactName] = useState("");
  const nextId = useRef(1);
  const add = (m: Omit<ChatMessage, "id">) => setMessages((list) => [...list, { ...m, id: nextId.current++ }]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || ask.isPending) return; // docs/product.md#ai-support: a blank message is ignored
    const type = mode.type;
    add({ from: "user", text: message, type });
    setDraft("");
    const context = type === "connection_advice" && contactName.trim() ? { contactName: contactName.trim() } : undefined;
    try {
      const data = await ask.mutateAsync({ type, message, context });
      if (typeof data.response !== "string") {
        add({ from: "assistant", text: data.message || noResponse(), type });
        return;
      }
      add({ from: "assistant", text: data.response, type, forwarded: data.requiresHumanReview });
      toast(
        data.requiresHumanReview
          ? { title: t`Request Submitted`, description: t`Your request has been forwarded to our support team for human review.` }
          : { title: t`AI Response Ready`, description: t`Our assistant has answered your question.` },
      );
    } catch (error) {
      add({ from: "assistant", text: technicalDifficulties(), type });
      // A 4xx carries words the user can act on (e.g. the hourly limit); anything else gets the fixed text (docs/product.md#ai-support).
      const fallback = t`Failed to process your request. Please try again.`;
      toast({
        variant: "destructive",
        title: t`Error`,
        description: error instanceof ApiError && error.status < 500 ? errorText(error, fallback) : fallback,
      });
    }
  };

  return (
    <div className="space-y-4">
      <SupportReplies />
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>AI Support</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Answers from our help articles, any time. Anything it can't answer goes to a person on our team.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {/* One conversation for the three modes: the selected tab's panel holds it (a tab must control a panel). */}
          <Tabs value={mode.tab} onValueChange={(tab) => setMode(SUPPORT_MODES.find((m) => m.tab === tab)!)} className="gap-4">
            <TabsList className="grid h-auto w-full grid-cols-3">
              {SUPPORT_MODES.map(({ tab, label, Icon }) => (
                <IconTabsTrigger key={tab} value={tab} icon={Icon} label={label} />
              ))}
            </TabsList>
            <TabsContent value={mode.tab} className="space-y-4">
              <p className="text-sm text-muted-foreground">{mode.intro}</p>
              {messages.length > 0 || ask.isPending ? (
                <Conversation messages={messages} typing={ask.isPending} />
              ) : (
                <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
                  <Trans>Ask a question below to start the conversation.</Trans>
                </p>
              )}
              <form onSubmit={send} className="space-y-3">
                {mode.type === "connection_advice" && (
                  <div className="space-y-1.5">
                    <Label htmlFor="support-contact-name">
                      <Trans>Who are you reaching out to?</Trans>{" "}
                      <LabelNote>
                        <Trans>optional</Trans>
                      </LabelNote>
                    </Label>
                    <Input
                      id="support-contact-name"
                      maxLength={100}
                      value={contactName}
                      onChange={(e) => setContactName(e.target.value)}
                      placeholder={t`e.g. Ana`}
                    />
                  </div>
                )}
                <LabeledTextarea
                  id="support-message"
                  label={t`Your message`}
                  rows={3}
                  maxLength={2000}
                  value={draft}
                  placeholder={mode.placeholder}
                  onChange={(e) => setDraft(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter" && !e.shiftKey) void send(e);
                  }}
                />
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                  <Button
                    type="button"
                    variant="outline"
                    className="h-11 sm:h-10"
                    disabled={messages.length === 0}
                    onClick={() => setMessages([])}
                  >
                    <Eraser className="size-4" aria-hidden />
                    <Trans>Clear Conversation</Trans>
                  </Button>
                  <PendingButton type="submit" className="h-11 sm:h-10" busy={ask.isPending} busyLabel={t`Sending...`} icon={Send}>
                    <Trans>Send</Trans>
                  </PendingButton>
                </div>
              </form>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <SupportHistory />
    </div>
  );
}
