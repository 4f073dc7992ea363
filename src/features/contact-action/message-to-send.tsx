import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { SuggestMessage } from "@/components/suggest-message";
import type { ContactRequest } from "./contact-request";

type Props = {
  request: ContactRequest;
  contactId?: number;
  message: string;
  onChange: (message: string) => void;
  onTurnOn: () => void;
};

/**
 * The Contact card's message: the nudge's own words, quoted, until the person picks a draft; then
 * a box to make it theirs before the Text and app buttons open with it. Nothing is sent from here.
 */
export function MessageToSend({ request, contactId, message, onChange, onTurnOn }: Props) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const pick = (text: string) => {
    onChange(text);
    setEditing(true);
  };
  return (
    <div className="space-y-3">
      {editing ? (
        <div className="space-y-1.5">
          <Label htmlFor={id}>
            <Trans>Your message</Trans>
          </Label>
          <Textarea id={id} rows={4} value={message} onChange={(e) => onChange(e.target.value)} />
          <p className="text-xs text-muted-foreground">
            <Trans>Change anything you like: it's sent only when you tap a button below.</Trans>
          </p>
        </div>
      ) : (
        <blockquote className="rounded-lg bg-muted px-4 py-3 text-center break-words text-foreground italic">
          &ldquo;{message}&rdquo;
        </blockquote>
      )}
      <SuggestMessage request={{ targetName: request.name, contactId, nudgeId: request.nudgeId }} onPick={pick} onTurnOn={onTurnOn} />
    </div>
  );
}
