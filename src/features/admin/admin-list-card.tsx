import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { HeadedCard } from "@/components/headed-card";
import { ListEmpty, ListError, ListLoading } from "@/components/list-states";

type Props<T> = {
  Icon: LucideIcon;
  title: string;
  description: ReactNode;
  list: UseQueryResult<T[] | null>;
  empty: string;
  /** The list's accessible name ("Push campaigns") and its layout. */
  label: string;
  listClassName: string;
  /** One item's `<li>` (with its key). */
  children: (item: T) => ReactNode;
};

/** One admin list in its card, headed by its icon and title: loading, failed or `empty` until it has items. */
export function AdminListCard<T>({ Icon, title, description, list, empty, label, listClassName, children }: Props<T>) {
  // "Loading push campaigns...", "We couldn't load the push campaigns."
  const what = title.toLowerCase();
  const heading = (
    <>
      <Icon className="size-5 text-primary" aria-hidden />
      {title}
    </>
  );
  return (
    <HeadedCard title={heading} description={description} titleClassName="flex items-center gap-2">
      {list.isError ? (
        <ListError what={`the ${what}`} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <ListLoading what={what} />
      ) : list.data.length === 0 ? (
        <ListEmpty>{empty}</ListEmpty>
      ) : (
        <ul className={listClassName} aria-label={label}>
          {list.data.map((item) => children(item))}
        </ul>
      )}
    </HeadedCard>
  );
}
