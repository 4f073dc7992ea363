import { useSearch } from "@tanstack/react-router";

/**
 * The query of the page this is rendered in (its own route match, not the address bar, which
 * during a move already shows the next page's), each value as text as it was written (the
 * router's parseSearch keeps them so): a tapped notification's message and a `?next=` path
 * arrive exactly as they were written. The caller re-renders when the query changes.
 */
export function useQueryParams() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  return new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)]));
}
