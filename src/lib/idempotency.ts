// One Idempotency-Key per form submission (issue 38): the server answers a retry that carries the
// key with the first answer instead of making a second row (worker/http/idempotency.ts).

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

const keys = new WeakMap<object, string>();

/**
 * The key of one submission: the variables object a mutation was called with. A retry of that
 * mutation passes the same object and so sends the same key; a new submission is a new object.
 */
export function submissionKey(submission: object): string {
  let key = keys.get(submission);
  if (!key) {
    key = crypto.randomUUID();
    keys.set(submission, key);
  }
  return key;
}
