import { useLocation } from "@tanstack/react-router";

/**
 * The address's query, as the browser has it (the raw string, decoded once by URLSearchParams):
 * a tapped notification's message and a `?next=` path arrive exactly as they were written.
 * The caller re-renders when the query changes.
 */
export function useQueryParams() {
  return new URLSearchParams(useLocation({ select: (location) => location.searchStr }));
}
