// The pages an email's link opens (confirm the address, mark a nudge done) act on arrival, once:
// a second render or React's development double-run of effects must not spend the token twice.
import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api";
import type { LinkAction } from "@/lib/email-link";

const sent = new Map<string, Promise<unknown>>();

/** POSTs `{ token }` to `path` once per token, as the page opens; null without a token. */
export function usePostOnArrival<T>(path: string, token: string): LinkAction<T> | null {
  const [state, setState] = useState<LinkAction<T>>({ status: "working" });
  useEffect(() => {
    if (!token) return;
    const key = `${path} ${token}`;
    let answer = sent.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = apiRequest("POST", path, { token }).then((res) => res.json() as Promise<T>);
      sent.set(key, answer);
    }
    let live = true;
    answer.then(
      (data) => live && setState({ status: "done", data }),
      (error: unknown) => live && setState({ status: "failed", error }),
    );
    return () => {
      live = false;
    };
  }, [path, token]);
  return token ? state : null;
}
