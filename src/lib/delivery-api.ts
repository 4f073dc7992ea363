// Issue 19's calls the dashboard, history and Account dialog share: confirming the email address
// (so a nudge can go by email when no device takes it). The count of nudges that reached no one
// is lib/missed-nudges.ts.
import { t } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import { useToast } from "@/hooks/use-toast";
import { ApiError, errorText, queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { readKey } from "@contracts/reads";
import { MISSED_KEY } from "@/lib/missed-nudges";

const ME_KEY = readKey("session");

/** The signed-in user's email is confirmed (a user last seen offline before it was recorded counts as confirmed). */
export const useEmailConfirmed = () => useAuth().user?.isVerified !== false;

/** Resend: the server's own words in a toast, whatever it answered (sent, too soon, already confirmed). */
export function useResendVerification() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: () => answer(api.auth["resend-verification"].$post()),
    onSuccess: ({ message }) => toast({ title: t`Confirmation email sent`, description: message }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: t`Email already confirmed`, description: errorText(error, t`Your email address is confirmed.`) });
        void queryClient.invalidateQueries({ queryKey: ME_KEY });
        // A missed nudge's reason may have been the unconfirmed address.
        void queryClient.invalidateQueries({ queryKey: MISSED_KEY });
        return;
      }
      const tooSoon = error instanceof ApiError && error.status === 429;
      toast({
        variant: "destructive",
        title: tooSoon ? t`Please wait a moment` : t`Couldn't send the email`,
        description: errorText(error, t`Please try again in a few minutes.`),
      });
    },
  });
}
