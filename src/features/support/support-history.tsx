import { Trans, useLingui } from "@lingui/react/macro";
import { History } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, truncate } from "@/lib/dates";
import { useSupportHistory } from "./support-api";
import { TYPE_LABELS } from "./support-modes";

/** Recent Support History: the user's 5 most recent requests. */
export function SupportHistory() {
  const { t } = useLingui();
  const history = useSupportHistory();
  if (history.data === null) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden />
          <Trans>Recent Support History</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Your last five questions and requests.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {history.isLoading && (
          <p className="text-sm text-muted-foreground">
            <Trans>Loading your history...</Trans>
          </p>
        )}
        {history.isError && (
          <p className="text-sm text-muted-foreground">
            <Trans>We couldn't load your history.</Trans>
          </p>
        )}
        {history.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">
            <Trans>No requests yet. Ask a question above and it will show up here.</Trans>
          </p>
        )}
        <ul className="divide-y" aria-label={t`Recent Support History`}>
          {history.data?.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="flex items-center gap-2 text-sm">
                <Badge variant="outline">{TYPE_LABELS[item.type] ?? item.type}</Badge>
                <span className="break-words">{truncate(item.message)}</span>
              </span>
              <span className="text-xs text-muted-foreground">{formatDate(item.createdAt)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
