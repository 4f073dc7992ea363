import { t, plural } from "@lingui/core/macro";
import { useEffect, useRef } from "react";
import { useToast } from "@/hooks/use-toast";
import { useSupportReplies } from "./support-api";

/**
 * On the dashboard, wherever the user is: when the support team has replied since their last
 * visit, say so once. The replies themselves stay in the query cache for the AI Support tab.
 */
export function useSupportReplyToast() {
  const replies = useSupportReplies();
  const { toast } = useToast();
  const told = useRef(false);
  const count = replies.data?.length ?? 0;
  useEffect(() => {
    if (told.current || count === 0) return;
    told.current = true;
    toast({
      title: t`Nudge Support replied`,
      description: plural(count, {
        one: "Open the AI Support tab to read the answer.",
        other: "# answers are waiting in the AI Support tab.",
      }),
    });
  }, [count, toast]);
  return count;
}
