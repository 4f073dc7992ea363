// The Worker's email() handler (Cloudflare Email Workers): a mail BCC'd or forwarded to an
// account's mail-in address logs an interaction with each contact it was with, and asks about
// addresses no contact has. Anything it will not take is refused with a reason (the sender's mail
// server bounces it back); nothing here throws on a stranger's input, and the body is never kept
// nor logged.
import { lazyWords } from "#i18n";
import { msg } from "@lingui/core/macro";
import PostalMime, { type Email } from "postal-mime";
import { syncCheckIns } from "../db/check-ins-many";
import { getDb } from "../db/client";
import { queueReviews } from "../db/interaction-reviews";
import { logInteractions } from "../db/interactions";
import { contactsByEmail, mailInAccount } from "../db/mail-in";
import { rearmScheduler } from "../delivery/scheduler-stub";
import { isMailInAddress, mailInKey, readMailInAddress } from "./address";
import { planMail } from "./plan";
import { sourceRefOf } from "./source-ref";

/** Past this a mail is refused unread: a subject and a few addresses never need more. */
export const MAX_MAIL_BYTES = 1024 * 1024;

// What the sender's mail server is told when a mail is refused (it bounces it to them).
export const REFUSED = lazyWords({
  tooLarge: msg`Nudge takes mail of 1 MB at most: forward it without its attachments.`,
  unknownAddress: msg`This Nudge address does not exist, or was replaced by a newer one.`,
  notOwner: msg`Nudge only takes mail from the account's own confirmed email address.`,
  unreadable: msg`Nudge could not read this message.`,
  nobody: msg`Nudge found no one in this mail to log it for.`,
});

export type Received = { status: "refused"; reason: string } | { status: "logged"; logged: number; review: number };

export async function receiveMail(message: ForwardableEmailMessage, env: Env, now = Date.now()): Promise<Received> {
  const refuse = (reason: string): Received => {
    message.setReject(reason);
    return { status: "refused", reason };
  };
  if (!(message.rawSize <= MAX_MAIL_BYTES)) return refuse(REFUSED.tooLarge);
  const key = await mailInKey(env);
  const named = key ? await readMailInAddress(env, key, message.to) : null;
  const db = getDb(env.DB);
  const account = named ? await mailInAccount(db, named.userId) : undefined;
  if (!named || !account || account.mailInVersion !== named.version) return refuse(REFUSED.unknownAddress);
  const owner = account.email.toLowerCase();
  if (!account.isVerified || message.from.trim().toLowerCase() !== owner) return refuse(REFUSED.notOwner);

  let email: Email;
  let raw: ArrayBuffer;
  try {
    raw = await new Response(message.raw).arrayBuffer();
    if (raw.byteLength > MAX_MAIL_BYTES) return refuse(REFUSED.tooLarge);
    email = await PostalMime.parse(raw, { attachmentEncoding: "arraybuffer", maxNestingDepth: 20 });
  } catch {
    return refuse(REFUSED.unreadable);
  }
  const headerFrom = email.from?.address?.trim().toLowerCase();
  if (headerFrom !== owner) return refuse(REFUSED.notOwner);

  const plan = planMail(email, { account: owner, isMailIn: (address) => isMailInAddress(env, address) }, now);
  if (!plan.people.length) return refuse(REFUSED.nobody);
  const ref = await sourceRefOf(email.messageId, raw);
  const matches = await contactsByEmail(
    db,
    account.id,
    plan.people.map((p) => p.email),
  );
  const several = matches.length > 1;
  // The contacts are the account's own (contactsByEmail looked only there): one batch logs them all.
  await logInteractions(
    db,
    account.id,
    "mail",
    matches.map((contact) => ({
      contactId: contact.id,
      at: plan.at,
      title: plan.title,
      sourceRef: several ? `${ref}:${contact.id}` : ref,
    })),
  );
  const logged = matches.length;
  if (
    await syncCheckIns(
      db,
      account.id,
      matches.map((m) => m.id),
    )
  )
    await rearmScheduler(env, account.id);
  const known = new Set(matches.map((m) => m.email));
  const review = await queueReviews(
    db,
    account.id,
    plan.people
      .filter((p) => !known.has(p.email))
      .map((p) => ({
        kind: "person",
        source: "mail",
        sourceRef: `${ref}:${p.email}`,
        at: plan.at,
        title: plan.title,
        name: p.name,
        email: p.email,
      })),
  );
  return { status: "logged", logged, review };
}
