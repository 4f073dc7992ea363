import { lazyWords } from "#i18n";
import { t, msg } from "@lingui/core/macro";
import { LifeBuoy } from "lucide-react";
import { useState } from "react";
import type { AdminSupportRequest } from "@contracts/admin";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import { useSupportRequests, useUpdateSupportRequest } from "./admin-api";
import { AdminListCard, type ListWords } from "./admin-list-card";
import { PendingOnlySwitch } from "./pending-only-switch";
import { ResolveDialog } from "./resolve-dialog";
import { SupportRequestCard } from "./support-request-card";

/** Support Requests tab: the queue of what users asked, with Escalate and Resolve. */
export function SupportTab() {
  const [pendingOnly, setPendingOnly] = useState(false);
  const requests = useSupportRequests(pendingOnly);
  const escalate = useUpdateSupportRequest();
  const { toast } = useToast();
  const [resolving, setResolving] = useState<AdminSupportRequest | null>(null);

  const onEscalate = async (r: AdminSupportRequest) => {
    try {
      await escalate.mutateAsync({ id: r.id, status: "escalated" });
      toast({ title: t`Support request updated successfully` });
    } catch (error) {
      toast({ variant: "destructive", title: t`Error updating support request`, description: errorText(error, t`Please try again.`) });
    }
  };

  return (
    <>
      <AdminListCard
        Icon={LifeBuoy}
        words={pendingOnly ? PENDING : REQUESTS}
        list={requests}
        listClassName="grid gap-3 lg:grid-cols-2"
        toolbar={<PendingOnlySwitch checked={pendingOnly} onChange={setPendingOnly} />}
      >
        {(r) => (
          <SupportRequestCard
            key={r.id}
            request={r}
            busy={escalate.isPending && escalate.variables?.id === r.id}
            onEscalate={() => void onEscalate(r)}
            onResolve={() => setResolving(r)}
          />
        )}
      </AdminListCard>
      <ResolveDialog request={resolving} onClose={() => setResolving(null)} />
    </>
  );
}

/** The list card's words. */
const REQUEST_WORDS = {
  title: msg`Support Requests`,
  description: msg`Everything users asked the assistant, newest first. Resolve sends your reply to the user.`,
  empty: msg`No support requests found.`,
  label: msg`Support requests`,
  loading: msg`Loading support requests...`,
  failed: msg`We couldn't load the support requests.`,
};
const REQUESTS: ListWords = lazyWords(REQUEST_WORDS);

/** With Pending only on: what is left to answer. */
const PENDING: ListWords = lazyWords({ ...REQUEST_WORDS, empty: msg`No pending support requests found.` });
