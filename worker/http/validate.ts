import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";

/**
 * zValidator with the project's error shape: 400 `{ message, issues }`, where message is the
 * first problem in words a person can act on and issues lists every field's problem.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    const message =
      target === "json" && issues[0]?.path === "" ? "Request body must be a JSON object" : (issues[0]?.message ?? "Invalid request");
    return c.json({ message, issues }, 400);
  });
