// Circles (issue 23): named groups of contacts ("Close friends", "Clients"), each with an optional
// keep-in-touch rhythm that its members without their own follow.
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { cadenceEvery, cadenceUnit, type CadenceUnit } from "./cadence";
import { lineText } from "./free-text";
import { MAX_CIRCLES } from "./contact-limits";

export { MAX_CIRCLES };

/**
 * A circle's name as the unique index compares it: SQLite's NOCASE folds only A–Z, so "Ärzte"
 * and "ärzte" are two circles there, and must be two here too.
 */
export const circleKey = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase());

export const circleName = lineText(() => t`Name is required`)
  .trim()
  .min(1, { error: () => t`Name is required` })
  .max(50, { error: () => t`Name must be at most 50 characters` });

export const circleSchema = z
  .object({
    name: circleName,
    // Both null (or left out): no rhythm of its own.
    cadenceEvery: cadenceEvery.nullable().optional(),
    cadenceUnit: cadenceUnit.nullable().optional(),
  })
  .refine((c) => (c.cadenceEvery == null) === (c.cadenceUnit == null), {
    error: () => t`Give both cadenceEvery and cadenceUnit, or neither`,
    path: ["cadenceUnit"],
  });

/** What a circle's create or edit sends. */
export type CircleInput = z.input<typeof circleSchema>;

export const circleIds = z
  .array(
    z
      .number({ error: () => t`circleIds must be circle ids` })
      .int({ error: () => t`circleIds must be circle ids` })
      .positive({ error: () => t`circleIds must be circle ids` }),
    {
      error: () => t`circleIds must be a list`,
    },
  )
  .max(MAX_CIRCLES, { error: () => t`A contact can be in at most ${MAX_CIRCLES} circles` });

export type Circle = {
  id: number;
  name: string;
  cadenceEvery: number | null;
  cadenceUnit: CadenceUnit | null;
  memberCount: number;
  createdAt: string;
};
