import { LifeBuoy } from "lucide-react";
import { useState } from "react";
import type { AdminSupportRequest } from "@contracts/admin";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useSupportRequests, useUpdateSupportRequest } from "./admin-api";
import { ListEmpty, ListError, ListLoading } from "./list-states";
import { ResolveDialog } from "./resolve-dialog";
import { SupportRequestCard } from "./support-request-card";

/** Support Requests tab: the queue of what users asked, with Escalate and Resolve. */
export function SupportTab() {
  const requests = useSupportRequests();
  const escalate = useUpdateSupportRequest();
  const { toast } = useToast();
  const [resolving, setResolving] = useState<AdminSupportRequest | null>(null);

  const onEscalate = async (r: AdminSupportRequest) => {
    try {
      await escalate.mutateAsync({ id: r.id, status: "escalated" });
      toast({ title: "Support request updated successfully" });
    } catch (error) {
      toast({ variant: "destructive", title: "Error updating support request", description: errorText(error, "Please try again.") });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-5 text-primary" aria-hidden />
          Support Requests
        </CardTitle>
        <CardDescription>Everything users asked the assistant, newest first. Resolve sends your reply to the user.</CardDescription>
      </CardHeader>
      <CardContent>
        {requests.isError ? (
          <ListError what="support requests" onRetry={() => requests.refetch()} />
        ) : !requests.data ? (
          <ListLoading>Loading support requests...</ListLoading>
        ) : requests.data.length === 0 ? (
          <ListEmpty>No support requests found.</ListEmpty>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Support requests">
            {requests.data.map((r) => (
              <SupportRequestCard
                key={r.id}
                request={r}
                busy={escalate.isPending && escalate.variables?.id === r.id}
                onEscalate={() => void onEscalate(r)}
                onResolve={() => setResolving(r)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ResolveDialog request={resolving} onClose={() => setResolving(null)} />
    </Card>
  );
}
