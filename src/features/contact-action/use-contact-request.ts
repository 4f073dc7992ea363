import { useEffect, useState } from "react";
import { readContactRequest, type ContactRequest } from "./contact-request";

/**
 * The contact request the dashboard was opened with, if any. The query leaves the address at
 * once, so a reload or a shared link does not bring the card back.
 */
export function useContactRequest() {
  // Read during the first render (no flash of the dashboard); the address is cleaned in an effect.
  const [request, setRequest] = useState<ContactRequest | null>(() => readContactRequest(window.location.search));

  useEffect(() => {
    if (request && window.location.search) window.history.replaceState(window.history.state, "", "/dashboard");
  }, [request]);

  return { request, dismiss: () => setRequest(null) };
}
