import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ListEmpty, ListError, ListLoading } from "@/components/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** One admin list in its card, headed by its icon and title: loading, failed or `empty` until it has items. */
export function AdminListCard<T>({
  Icon,
  title,
  description,
  list,
  empty,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  description: ReactNode;
  list: UseQueryResult<T[] | null>;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  // "Loading push campaigns...", "We couldn't load the push campaigns."
  const what = title.toLowerCase();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isError ? (
          <ListError what={`the ${what}`} onRetry={() => list.refetch()} />
        ) : !list.data ? (
          <ListLoading what={what} />
        ) : list.data.length === 0 ? (
          <ListEmpty>{empty}</ListEmpty>
        ) : (
          children(list.data)
        )}
      </CardContent>
    </Card>
  );
}
