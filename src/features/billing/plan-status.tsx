import { t } from "@lingui/core/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { AlertTriangle, CreditCard, Sparkles } from "lucide-react";
import { useEffect } from "react";
import { Link } from "@tanstack/react-router";
import type { PlanState } from "@contracts/billing";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/pending-button";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { summarizePlan } from "./plan-summary";
import { readKey } from "@contracts/reads";

const PLAN_KEY = readKey("plan");
// Back from Checkout, the webhook may land a moment after the browser: look again until it has.
const justCheckedOut = () => new URLSearchParams(window.location.search).get("checkout") === "success";

/** The dashboard's plan line: trial days left, active, past due (fix payment) or no plan. */
export function PlanStatus() {
  const { toast } = useToast();
  const { data: plan } = useQuery<PlanState | null>({
    queryKey: PLAN_KEY,
    refetchInterval: (query) =>
      justCheckedOut() && query.state.data?.status === "inactive" && query.state.dataUpdateCount < 15 ? 2000 : false,
  });
  const portal = useMutation({
    mutationFn: async () => (await answer(api["billing-portal"].$post())).url,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) =>
      toast({ variant: "destructive", title: t`Error`, description: errorText(error, t`Couldn't open billing. Please try again.`) }),
  });
  // Once the new plan has arrived: welcome the person and drop ?checkout=success from the address.
  const started = plan?.status === "trialing" || plan?.status === "active";
  useEffect(() => {
    if (!started || !justCheckedOut()) return;
    window.history.replaceState(window.history.state, "", window.location.pathname);
    toast({
      title: t`Welcome to Nudge Pro!`,
      description: plan?.status === "trialing" ? t`Your 30-day free trial has started.` : t`Your plan is active.`,
    });
  }, [started, plan?.status, toast]);
  if (!plan) return null;

  const summary = summarizePlan(plan);
  const Icon = summary.tone === "warning" ? AlertTriangle : summary.tone === "good" ? Sparkles : CreditCard;
  return (
    <div
      data-testid="plan-status"
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border px-4 py-3 text-sm",
        summary.tone === "warning"
          ? "border-destructive/40 bg-destructive/10"
          : summary.tone === "good"
            ? "border-primary/30 bg-primary/5"
            : "bg-muted/50",
      )}
    >
      <Icon className={cn("size-4 shrink-0", summary.tone === "warning" ? "text-destructive" : "text-primary")} aria-hidden />
      <span className="min-w-0 flex-1 font-medium">{summary.text}</span>
      {summary.action.kind === "pricing" ? (
        <Button size="sm" variant="outline" asChild>
          <Link to="/pricing">{summary.action.label}</Link>
        </Button>
      ) : (
        <PendingButton
          size="sm"
          variant={summary.tone === "warning" ? "destructive" : "outline"}
          onClick={() => portal.mutate()}
          // Still busy once the portal's address is in: the page is leaving for it.
          busy={portal.isPending || portal.isSuccess}
          spinner
        >
          {summary.action.label}
        </PendingButton>
      )}
    </div>
  );
}
