import { t } from "@lingui/core/macro";
import { z } from "zod";
import { LANGUAGE_CODES } from "./languages";

/** A field naming one of the languages Nudge speaks; anything else is refused with the list to pick from. */
export const languageField = () => z.enum(LANGUAGE_CODES, { error: () => t`language must be one of ${LANGUAGE_CODES.join(", ")}` });
