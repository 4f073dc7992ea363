import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, MessageSquareText, Phone, PhoneCall } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MessageIcon } from "@/components/message-icon";
import { logInteraction, useContacts } from "@/lib/contacts-api";
import { phoneKey } from "@contracts/phone";
import { messageLink } from "@contracts/reach";
import { formatPhone } from "@contracts/phone-numbers";
import { openAccount } from "@/lib/account-request";
import { smsHref, telHref, type ContactRequest } from "./contact-request";
import { NudgeFollowUp } from "./nudge-follow-up";
import { MessageToSend } from "./message-to-send";

/** The full-screen "Contact {name}" card: text or call in one tap, straight from a notification. */
export function ContactActionCard({ request, onDismiss }: { request: ContactRequest; onDismiss: () => void }) {
  const { t } = useLingui();
  // The contact with this number, if they prefer another app than SMS: that app first, the message ready.
  const key = phoneKey(request.phone);
  const contact = useContacts().data?.find((c) => phoneKey(c.phoneNumber) === key);
  // The nudge's message, or a draft picked (and maybe edited) here: the links open with it typed.
  const [message, setMessage] = useState(request.message);
  const preferred = contact ? messageLink(contact, message) : null;
  // Logged on the matching contact ("last contact", a note) without holding up the link, unless
  // the notification's Text or Call logged it already.
  const reachOut = (kind: "text" | "call") => {
    if (!request.logged) logInteraction(request.phone, kind, message);
    onDismiss();
  };
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md gap-5">
        <CardHeader className="text-center">
          <span className="mx-auto mb-2 flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <PhoneCall className="size-7" aria-hidden />
          </span>
          <CardTitle>
            <h1 className="text-2xl font-bold break-words">
              <Trans>Contact {request.name}</Trans>
            </h1>
          </CardTitle>
          <CardDescription className="flex items-center justify-center gap-2 text-base">
            <Phone className="size-4" aria-hidden />
            <span>{formatPhone(request.phone)}</span>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <MessageToSend
            request={request}
            contactId={contact?.id}
            message={message}
            onChange={setMessage}
            onTurnOn={() => {
              onDismiss();
              openAccount("message-drafts");
            }}
          />
          {/* Leaving for the messages or phone app ends contact mode: coming back shows the dashboard. */}
          <div className="flex flex-col gap-3">
            {preferred && preferred.app !== "sms" && (
              <Button asChild size="lg" className="h-12">
                <a href={preferred.href} onClick={() => reachOut("text")}>
                  <MessageIcon link={preferred} />
                  {preferred.app === "email" ? t`Send Email` : t`Message on ${preferred.label}`}
                </a>
              </Button>
            )}
            <Button asChild size="lg" className="h-12" variant={preferred && preferred.app !== "sms" ? "outline" : "default"}>
              <a href={smsHref({ ...request, message })} onClick={() => reachOut("text")}>
                <MessageSquareText aria-hidden />
                <Trans>Send Text Message</Trans>
              </a>
            </Button>
            <Button asChild size="lg" variant="secondary" className="h-12">
              <a href={telHref(request)} onClick={() => reachOut("call")}>
                <Phone aria-hidden />
                <Trans>Make Phone Call</Trans>
              </a>
            </Button>
            {request.nudgeId && <NudgeFollowUp nudgeId={request.nudgeId} name={request.name} onDone={onDismiss} />}
            <Button size="lg" variant="ghost" className="h-12" onClick={onDismiss}>
              <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
              <Trans>Back to App</Trans>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
