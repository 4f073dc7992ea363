import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_CIRCLES } from "@contracts/circles";

/** At most this many names in a line; the rest are counted. */
const NAMES = 8;

// A dot between names: a group's own name may hold a comma ("Work, Lisbon office").
const list = (names: string[]) =>
  names.length <= NAMES ? names.join(" · ") : `${names.slice(0, NAMES).join(" · ")} and ${names.length - NAMES} more`;

/**
 * What the file's groups do: the circles importing it makes, and the groups that won't become
 * circles because the person would have more than MAX_CIRCLES. Their people are still imported,
 * which is said too: otherwise a person may untick them, thinking they would be refused.
 */
export function CirclesNote({ made, leftOut }: { made: string[]; leftOut: string[] }) {
  const { t } = useLingui();
  if (made.length === 0 && leftOut.length === 0) return null;
  return (
    <div className="grid gap-2 text-sm break-words">
      {made.length > 0 && (
        <p>
          {t`${plural(made.length, { one: "# new circle from the file's groups:", other: "# new circles from the file's groups:" })}`}{" "}
          {list(made)}.
        </p>
      )}
      {leftOut.length > 0 && (
        <div
          role="note"
          className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-50"
        >
          <p className="font-medium">
            {t`${plural(leftOut.length, { one: "# group won't become a circle", other: "# groups won't become circles" })}`}
            <Trans>: you can have {MAX_CIRCLES} circles at most.</Trans>
          </p>
          <p>{list(leftOut)}</p>
          <p className="text-amber-900/80 dark:text-amber-100/80">
            <Trans>Their people are imported all the same.</Trans>
          </p>
        </div>
      )}
    </div>
  );
}
