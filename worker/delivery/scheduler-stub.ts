// The way to the user's NudgeScheduler from a request: its Durable Object stub.
import { waitUntil } from "cloudflare:workers";

/** The user's NudgeScheduler: one Durable Object per user, addressed by the user id. */
export const schedulerFor = (env: Env, userId: number) => env.NUDGE_SCHEDULER.get(env.NUDGE_SCHEDULER.idFromName(String(userId)));

// After the answer, a failed rearm is tried again: soon, then later, within the time the runtime
// keeps a request's waitUntil work alive after its answer.
const RETRY_DELAYS_MS = [250, 2_000, 8_000];

/**
 * After any change to a user's nudges: move the alarm to their earliest pending one (or clear it).
 * The change is already committed, so a rearm that throws (the object overloaded or reset) is not
 * the request's failure: it is logged and tried again after the answer. Every later rearm reads
 * the whole schedule again, so one that still fails is made good by the user's next change.
 */
export async function rearmScheduler(env: Env, userId: number): Promise<void> {
  try {
    await schedulerFor(env, userId).rearm(userId);
  } catch (error) {
    console.error(`Nudge: could not re-arm user ${userId}'s scheduler after a change; retrying`, error);
    waitUntil(retryRearm(env, userId));
  }
}

async function retryRearm(env: Env, userId: number) {
  for (const delay of RETRY_DELAYS_MS) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      // A fresh stub each time: one that threw may stay broken.
      await schedulerFor(env, userId).rearm(userId);
      return;
    } catch (error) {
      console.error(`Nudge: re-arming user ${userId}'s scheduler failed again`, error);
    }
  }
}
