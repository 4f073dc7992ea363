import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { HeadedCard } from "@/components/headed-card";
import { ListEmpty, ListError, ListLoading } from "@/components/list-states";

/** A list's words: its card's title and the line under it, what it says without items, and the list's accessible name. */
export type ListWords = {
  title: string;
  description: string;
  /** Where the line under the title counts the items once they are in ("3 items"). */
  counted?: (count: number) => string;
  empty: string;
  label: string;
  /** "Loading push campaigns...", and what a failed load says: whole sentences, as languages build them differently. */
  loading: string;
  failed: string;
};

type Props<T> = {
  Icon: LucideIcon;
  words: ListWords;
  list: UseQueryResult<T[] | null>;
  /** The list's layout. */
  listClassName: string;
  /** Above the list, whatever state it is in: its filter. */
  toolbar?: ReactNode;
  /** One item's `<li>` (with its key). */
  children: (item: T) => ReactNode;
};

/** One admin list in its card, headed by its icon and title: loading, failed or `empty` until it has items. */
export function AdminListCard<T>({ Icon, words, list, listClassName, toolbar, children }: Props<T>) {
  const { title, counted, empty, label, loading, failed } = words;
  const description = counted && list.data ? counted(list.data.length) : words.description;
  const heading = (
    <>
      <Icon className="size-5 text-primary" aria-hidden />
      {title}
    </>
  );
  return (
    <HeadedCard title={heading} description={description} titleClassName="flex items-center gap-2">
      {toolbar}
      {list.isError ? (
        <ListError onRetry={() => list.refetch()}>{failed}</ListError>
      ) : !list.data ? (
        <ListLoading>{loading}</ListLoading>
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
