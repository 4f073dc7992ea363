// The circles an import makes and the contacts it puts in them (issue 23), as statements of the
// import's one D1 batch: a constant number of them however many rows and groups the request has,
// each list passed as one JSON value (D1 binds at most 100 values a statement).
import { sql, type SQL } from "drizzle-orm";
import { cadenceOf, type Cadence } from "../contracts/cadence";
import { circleKey, MAX_CIRCLES } from "../contracts/circles";
import { phoneKey } from "../contracts/contacts";
import type { Plan, Target } from "../contacts/import-plan";
import type { Db } from "./client";
import { circles, contactCircles } from "./schema";

export type UserCircle = { name: string; cadence: Cadence | null };

/** The person's circles by key, and the keys of each contact's circles. */
export async function readCircles(db: Db, userId: number) {
  const rows = await db
    .select({
      name: circles.name,
      cadenceEvery: circles.cadenceEvery,
      cadenceUnit: circles.cadenceUnit,
      contactId: contactCircles.contactId,
    })
    .from(circles)
    .leftJoin(contactCircles, sql`${contactCircles.circleId} = ${circles.id}`)
    .where(sql`${circles.userId} = ${userId}`)
    .all();
  const known = new Map<string, UserCircle>();
  const memberOf = new Map<number, string[]>();
  for (const row of rows) {
    const key = circleKey(row.name);
    known.set(key, { name: row.name, cadence: cadenceOf(row) });
    if (row.contactId !== null) memberOf.set(row.contactId, [...(memberOf.get(row.contactId) ?? []), key]);
  }
  return { known, memberOf };
}

/**
 * How a statement finds a target in JSON: a stored contact by its id, one this batch inserts by
 * its name, number and email (as insertedId in contact-import.ts does).
 */
export const targetJson = (t: Target) => (t.id !== null ? { id: t.id } : { n: t.name, k: phoneKey(t.phoneNumber), e: t.email });

/**
 * The contact id for a targetJson value `x`, in SQL. The unary + keeps SQLite from looking the
 * contact up by its phoneKey, which in an address book without numbers is null for hundreds.
 */
export const contactIdFrom = (userId: number, x: SQL) =>
  sql`coalesce(json_extract(${x}, '$.id'), (select c.id from contacts c where c.userId = ${userId}
    and c.name = json_extract(${x}, '$.n') and +c.phoneKey is json_extract(${x}, '$.k')
    and c.email is json_extract(${x}, '$.e') order by c.id desc limit 1))`;

/**
 * Makes the plan's new circles, answering the names made. The count is checked inside the
 * statement too: a circle made meanwhile by another request still never takes the person past
 * MAX_CIRCLES (the last names are left out then), and a name made meanwhile is simply there.
 */
export const makeCircles = (userId: number, names: string[]) =>
  sql`insert into circles (userId, name)
    select ${userId}, j.value from json_each(${JSON.stringify(names)}) j
    where j.key < ${MAX_CIRCLES} - (select count(*) from circles where userId = ${userId})
    on conflict do nothing returning name`;

/**
 * Puts each target in the circles it joins, found by name ignoring case; a circle that isn't
 * there is skipped. Each contact is found once (the materialized `t`), not once per circle.
 */
export function joinCircles(userId: number, targets: Target[]) {
  const joining = targets.filter((t) => t.joins.length > 0).map((t) => ({ ...targetJson(t), c: t.joins }));
  if (joining.length === 0) return null;
  return sql`with t as materialized (
      select ${contactIdFrom(userId, sql`j.value`)} as contactId, j.value as v from json_each(${JSON.stringify(joining)}) j
    )
    insert into contact_circles (contactId, circleId, userId)
    select t.contactId, ci.id, ${userId} from t, json_each(t.v, '$.c') g
    join circles ci on ci.userId = ${userId} and ci.name = g.value collate nocase
    where t.contactId is not null
    on conflict do nothing`;
}

/** The plan's circle statements, in the order they must run (the circles, then who is in them). */
export function circleStatements(userId: number, plan: Plan) {
  const make = plan.newCircles.length > 0 ? makeCircles(userId, plan.newCircles) : null;
  const join = joinCircles(userId, [...plan.created, ...plan.changed]);
  return { make, join };
}
