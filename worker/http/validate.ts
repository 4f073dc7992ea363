import { zValidator } from "@hono/zod-validator";
import { t } from "@lingui/core/macro";
import type { Context, ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z, ZodType } from "zod";

type Issues = { issues: { path: PropertyKey[]; message: string }[] };

/** The project's refusal: 400 `{ message, issues }`, message the first problem in words a person can act on, issues every field's. */
function refused(c: Context, error: Issues, target: keyof ValidationTargets) {
  const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
  const message =
    target === "json" && issues[0]?.path === "" ? t`Request body must be a JSON object` : (issues[0]?.message ?? t`Invalid request`);
  return c.json({ message, issues }, 400);
}

/** zValidator with the project's error shape (`refused` above). */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return refused(c, result.error, target);
  });

/**
 * As validate("json", schema), for a JSON body whatever its Content-Type: navigator.sendBeacon
 * sends a string as text/plain;charset=UTF-8, which validate("json") would read as no body at all.
 */
export const validateJsonText = <T extends ZodType>(schema: T) =>
  validator("json", async (_value, c): Promise<z.output<T> | Response> => {
    let body: unknown;
    try {
      // Decoded here, not with text(): workerd warns about text() on a body of another declared type.
      body = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
    } catch {
      return c.json({ message: t`Request body must be JSON` }, 400);
    }
    const result = await schema.safeParseAsync(body);
    return result.success ? result.data : refused(c, result.error, "json");
  });
