import fc from "fast-check";

// Random and malformed pieces of a request, for the property test in malformed-input.test.ts.

const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "null",
    "<img src=x onerror=alert(1)>",
    "javascript:alert(1)",
    "'; DROP TABLE users; --",
    "%00",
    "../../etc/passwd",
    "x".repeat(5000),
  ),
);

/**
 * What goes where :id is: real ids (the caller's, someone else's), numbers at the edges, junk.
 * `shared` for the rows every developer may change (articles, campaigns, support requests): the
 * files share one database, so a random id a developer's request may act on is one no row has,
 * never another file's article or campaign.
 */
export const idSegment = (ownId: number, otherId: number, shared = false) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(String(ownId)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        String(otherId),
        "0",
        "-1",
        "1.5",
        "1e309",
        "9007199254740993",
        "0x10",
        "NaN",
        "Infinity",
        " 1",
        "1;2",
        "%20",
      ),
    },
    { weight: 1, arbitrary: (shared ? fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 2_000_000_000 })) : fc.integer()).map(String) },
    { weight: 1, arbitrary: junkText.map((s) => encodeURIComponent(s) || "x") },
  );

/** A valid body with one field changed to any JSON value, removed, or joined by an unknown key. */
const mutated = (valid: Record<string, unknown>) => {
  const keys = Object.keys(valid);
  const change = keys.length
    ? fc.tuple(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => ({ ...valid, [key]: value }))
    : fc.constant(valid);
  const drop = keys.length
    ? fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)))
    : fc.constant({});
  const extra = fc
    .tuple(fc.constantFrom("__proto__", "constructor", "id", "userId", "isDeveloper", "sent", "password"), fc.jsonValue({ maxDepth: 1 }))
    .map(([key, value]) => ({ ...valid, [key]: value }));
  const text = keys.length
    ? fc.tuple(fc.constantFrom(...keys), junkText).map(([key, value]) => ({ ...valid, [key]: value }))
    : fc.constant(valid);
  return fc.oneof(change, drop, extra, text).map((body) => JSON.stringify(body));
};

/** A request body as raw text: mutated valid JSON, any JSON, or not JSON at all. */
export const bodyText = (valid: unknown) =>
  fc.oneof(
    { weight: 4, arbitrary: valid && typeof valid === "object" ? mutated(valid as Record<string, unknown>) : fc.json() },
    { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: junkText },
    { weight: 1, arbitrary: fc.constantFrom("{", "[1,2", '{"a":}', "\ufeff{}", "{}".repeat(1000), "[]", "null", "true", "1e999") },
  );

/** Headers a client might send, sane or not (values are printable ASCII, as HTTP allows). */
export const headers = fc.record(
  {
    "Content-Type": fc.oneof(
      { weight: 4, arbitrary: fc.constant("application/json") },
      fc.constantFrom(
        "application/json; charset=utf-8",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/json; charset=latin1",
        "",
      ),
    ),
    "If-None-Match": fc.oneof(fc.string({ maxLength: 30 }), fc.constant("*")),
    Accept: fc.constantFrom("*/*", "text/html", "application/json"),
    "X-Forwarded-For": fc.string({ maxLength: 30 }),
  },
  { requiredKeys: ["Content-Type"] },
);

/** The Authorization header for a token: the caller's real one, none, or a malformed one. */
export const authorization = fc.oneof(
  { weight: 5, arbitrary: fc.constant((token: string) => `Bearer ${token}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<(token: string) => string | undefined>(
      () => undefined,
      () => "Bearer",
      () => "Bearer ",
      (token) => `bearer ${token} extra`,
      (token) => `Basic ${token}`,
      (token) => `Bearer ${token.slice(1)}`,
      () => `Bearer ${"a".repeat(4000)}`,
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => () => `Bearer ${s}`) },
);
