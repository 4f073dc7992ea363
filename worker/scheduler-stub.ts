// The way to the user's NudgeScheduler from a request: its Durable Object stub.
/** The user's NudgeScheduler: one Durable Object per user, addressed by the user id. */
export const schedulerFor = (env: Env, userId: number) => env.NUDGE_SCHEDULER.get(env.NUDGE_SCHEDULER.idFromName(String(userId)));

/** After any change to a user's nudges: move the alarm to their earliest pending one (or clear it). */
export const rearmScheduler = (env: Env, userId: number) => schedulerFor(env, userId).rearm(userId);
