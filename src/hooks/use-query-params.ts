import { useRouterState } from "@tanstack/react-router";

/**
 * The query of the page on screen, as the browser has it (the raw string, decoded once by
 * URLSearchParams): a tapped notification's message and a `?next=` path arrive exactly as they
 * were written. While the next page loads, this page keeps reading its own query, not the next
 * page's. The caller re-renders when the query changes.
 */
export function useQueryParams() {
  return new URLSearchParams(useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).searchStr }));
}
