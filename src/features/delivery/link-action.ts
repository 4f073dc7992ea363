// The pages an email's link opens (confirm the address, mark a nudge done) act on arrival, once:
// a second render or React's development double-run of effects must not spend the token twice.
import { useEffect, useState } from "react";
import type { VerifyEmailResponse } from "@contracts/auth";
import { answer, api } from "@/lib/api-client";
import type { LinkAction } from "@/lib/email-link";

/** The requests such a link makes, by path: each takes the link's token. */
const POSTS = {
  "/api/nudge-actions/done": (token: string) => answer(api["nudge-actions"].done.$post({ json: { token } })),
  // The route's answers, as one type: resetToken only when the confirmation ended every sign-in.
  "/api/auth/verify-email": (token: string): Promise<VerifyEmailResponse> => answer(api.auth["verify-email"].$post({ json: { token } })),
};
type LinkPath = keyof typeof POSTS;
/** What the request of a link's page answers, typed by its route. */
export type Answer<P extends LinkPath> = Awaited<ReturnType<(typeof POSTS)[P]>>;

const sent = new Map<string, Promise<unknown>>();

/** POSTs `{ token }` to `path` once per token, as the page opens; null without a token. */
export function usePostOnArrival<P extends LinkPath>(path: P, token: string): LinkAction<Answer<P>> | null {
  const [state, setState] = useState<LinkAction<Answer<P>>>({ status: "working" });
  useEffect(() => {
    if (!token) return;
    const key = `${path} ${token}`;
    let answered = sent.get(key) as Promise<Answer<P>> | undefined;
    if (!answered) {
      answered = POSTS[path](token) as Promise<Answer<P>>;
      sent.set(key, answered);
    }
    let live = true;
    answered.then(
      (data) => live && setState({ status: "done", data }),
      (error: unknown) => live && setState({ status: "failed", error }),
    );
    return () => {
      live = false;
    };
  }, [path, token]);
  return token ? state : null;
}
