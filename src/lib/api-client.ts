// The SPA's client of the Worker's API: Hono's hc over the routes' own types (worker/app.ts's
// AppType, read from the declarations `npm run typecheck` writes), so a path, its parameters and
// its body are checked against the route that answers them. Every request goes through apiFetch.
import type { AppType } from "@api-types";
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { apiFetch } from "./api";
import { IDEMPOTENCY_HEADER, submissionKey } from "./idempotency";

// The base is "/": hc joins it with "api/…" into "/api/…", the page's own origin.
export const api = hc<AppType>("/", { fetch: apiFetch }).api;

/** What a route answers with c.json on success (apiFetch has already thrown ApiError for the rest). */
export type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends SuccessStatusCode
      ? Format extends "json"
        ? Body
        : never
      : never
    : never;

/** The JSON of a call's 2xx answer, typed by its route. */
export const answer = async <R extends ClientResponse<unknown>>(call: Promise<R>) => (await call).json() as Promise<Answer<R>>;

/**
 * Per-call options for a create: its submission's Idempotency-Key (idempotency.ts), the same on
 * every retry of that submission and kept with it when it is queued offline.
 */
export const once = (submission: object) => ({ headers: { [IDEMPOTENCY_HEADER]: submissionKey(submission) } });
