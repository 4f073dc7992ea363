import { useSearch } from "wouter";

/**
 * The address's query, as the browser has it. wouter's useSearch hands it over decoded once
 * (decodeURI), so reading that with URLSearchParams decodes twice: "%2520" in a ?next= became a
 * space, and a tapped notification's link failed the site-path check. The query is read from
 * window.location; useSearch only re-renders the caller when it changes.
 */
export function useQueryParams() {
  useSearch();
  return new URLSearchParams(window.location.search);
}
