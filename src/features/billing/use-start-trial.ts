import { t } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";

/**
 * Start Free Trial (docs/product.md#pricing): idle → processing → off to Stripe Checkout,
 * or back to idle with the error toast. Visitors sign in first and come back to pricing.
 */
export function useStartTrial() {
  const { user } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      const { url } = await answer(api["create-subscription"].$post());
      if (!url) throw new Error("No checkout url");
      return url;
    },
    // Stay "Processing..." while the browser leaves for Checkout.
    onSuccess: (url) => window.location.assign(url),
    onError: () => toast({ variant: "destructive", title: t`Error`, description: t`Failed to start subscription. Please try again.` }),
  });
  const start = () => {
    if (!user) return navigate({ href: `/login?next=${encodeURIComponent("/pricing")}` });
    if (!mutation.isPending) mutation.mutate();
  };
  const busy = mutation.isPending || mutation.isSuccess;
  /** The server's own reason (e.g. billing not configured), shown under the button. */
  const problem = mutation.isError ? errorText(mutation.error, "") || null : null;
  return { start, busy, problem };
}
