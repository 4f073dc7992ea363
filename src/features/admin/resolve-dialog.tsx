import { lazyWords } from "#i18n";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { AdminSupportRequest } from "@contracts/admin";
import { PendingButton } from "@/components/pending-button";
import { Button } from "@/components/ui/button";
import { type DialogHeading, FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { LabeledTextarea } from "@/components/labeled-textarea";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useUpdateSupportRequest } from "./admin-api";

const HEADING: DialogHeading = lazyWords({
  title: msg`Resolve Support Request`,
  description: msg`Your reply is sent to the user by push notification, email and in the app.`,
});

/** The Resolve panel: the request, the AI's answer, and the team's reply that is sent to the user. */
export function ResolveDialog({ request, onClose }: { request: AdminSupportRequest | null; onClose: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const update = useUpdateSupportRequest();
  const [response, setResponse] = useState("");
  const close = () => {
    setResponse("");
    onClose();
  };

  const resolve = async () => {
    if (!request) return;
    const humanResponse = response.trim();
    if (!humanResponse) {
      toast({
        variant: "destructive",
        title: t`Response required`,
        description: t`Please provide a response before resolving the request`,
      });
      return;
    }
    try {
      await update.mutateAsync({ id: request.id, status: "resolved", humanResponse });
      toast({ title: t`Support request updated successfully` });
      close();
    } catch (error) {
      toast({ variant: "destructive", title: t`Error updating support request`, description: errorText(error, t`Please try again.`) });
    }
  };

  return (
    <FormDialog open={request !== null} onClose={close} heading={HEADING} className="max-h-[90dvh]">
      {request && (
        <div className="space-y-4 text-sm">
          <section>
            <h4 className="mb-1 font-medium">
              <Trans>Original request</Trans>
            </h4>
            <p className="rounded-md bg-muted p-3 break-words whitespace-pre-wrap">{request.message}</p>
          </section>
          <section>
            <h4 id="resolve-ai-response" className="mb-1 font-medium">
              <Trans>AI response</Trans>
            </h4>
            <section
              aria-labelledby="resolve-ai-response"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls past 10rem, so it is a Tab stop: the keyboard must be able to scroll it too (axe's scrollable-region-focusable).
              tabIndex={0}
              className="max-h-40 overflow-y-auto rounded-md bg-muted p-3 break-words whitespace-pre-wrap"
            >
              {request.aiResponse || t`No AI response.`}
            </section>
          </section>
          <LabeledTextarea
            id="human-response"
            label={t`Your response`}
            rows={5}
            maxLength={5000}
            value={response}
            onChange={(e) => setResponse(e.target.value)}
            placeholder={t`Write the answer the user will receive`}
          />
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" className="h-11 sm:h-10" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        {/* docs/product.md#admin: disabled while nothing is typed; spaces alone may be pressed, and resolve() answers them with 'Response required'. */}
        <PendingButton
          className="h-11 sm:h-10"
          disabled={response === ""}
          busy={update.isPending}
          busyLabel={t`Resolving...`}
          onClick={() => void resolve()}
        >
          <Trans>Resolve &amp; Notify User</Trans>
        </PendingButton>
      </DialogFooter>
    </FormDialog>
  );
}
