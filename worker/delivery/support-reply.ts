// Telling a user that the support team answered: a push to each of their devices and an email.
// The in-app notice comes from GET /api/support/notifications. Failures are logged, never thrown:
// the reply is saved either way, and the flags say what reached the user.
import { t } from "@lingui/core/macro";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { deleteGoneDevice, devicesToPush } from "../db/push-subscriptions";
import { users } from "../db/schema";
import { speaking } from "../i18n/request";
import { greeting } from "./mail-greeting";
import { sendMail } from "./mailer";
import { sendPush } from "./push";

const WEEK_S = 7 * 24 * 60 * 60;
const preview = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export type ReplyRequest = { id: number; userId: number; message: string; humanResponse: string };

export async function notifySupportReply(env: Env, request: ReplyRequest): Promise<{ emailSent: boolean; userNotified: boolean }> {
  const db = getDb(env.DB);
  const user = await db
    .select({ email: users.email, name: users.name, isVerified: users.isVerified, language: users.language })
    .from(users)
    .where(eq(users.id, request.userId))
    .get();
  if (!user) return { emailSent: false, userNotified: false };
  // A developer answers from the console in their language; the person reads it in theirs.
  return speaking(user.language, () => tell(env, request, user));
}

async function tell(env: Env, request: ReplyRequest, user: { email: string; name: string; isVerified: boolean }) {
  const db = getDb(env.DB);
  const payload = {
    title: t`Nudge Support replied`,
    body: preview(request.humanResponse, 240),
    data: { url: "/dashboard?tab=support", supportRequestId: request.id },
  };
  const devices = await devicesToPush(db, request.userId);
  const outcomes = await Promise.all(
    devices.map(async (device) => {
      const outcome = await sendPush(env, device, payload, { ttl: WEEK_S, urgency: "normal", topic: `support-${request.id}` });
      if (outcome.kind === "gone") await deleteGoneDevice(db, request.userId, device.id);
      return outcome.kind;
    }),
  );

  let emailSent = false;
  try {
    await sendMail(env, {
      to: user.email,
      subject: t`Nudge Support replied to your request`,
      text: [
        greeting(user),
        "",
        // The question is the account's words: quoted only to an address its owner confirmed (mail-greeting.ts).
        ...(user.isVerified ? [t`You asked:`, preview(request.message, 1000), ""] : []),
        t`Our answer:`,
        request.humanResponse,
        "",
        t`You'll also find it in the app: ${env.APP_URL}/dashboard`,
      ].join("\n"),
    });
    emailSent = true;
  } catch (err) {
    console.error(`Support reply mail for request ${request.id} failed`, err);
  }
  return { emailSent, userNotified: outcomes.includes("delivered") };
}
