import { Trans } from "@lingui/react/macro";
import { circleKey } from "@contracts/circles";
import { Badge } from "@/components/ui/badge";

/**
 * The circles a row in the preview puts its person in; a group that won't become a circle (the
 * person has as many as they can) is struck through. A long name is cut, never pushed sideways.
 */
export function RowCircles({ circles, leftOut }: { circles: string[]; leftOut: Set<string> }) {
  if (circles.length === 0) return null;
  return (
    <span className="flex min-w-0 flex-wrap gap-1">
      {circles.map((circle) => {
        const out = leftOut.has(circleKey(circle));
        return (
          <Badge
            key={circle}
            variant="outline"
            className={`min-w-0 max-w-full font-normal ${out ? "text-muted-foreground line-through" : ""}`}
          >
            <span className="truncate">{circle}</span>
            {out && (
              <span className="sr-only">
                {" "}
                <Trans>(not made into a circle)</Trans>
              </span>
            )}
          </Badge>
        );
      })}
    </span>
  );
}

/** The set RowCircles takes, from the preview's list of groups left out. */
export const leftOutSet = (names: string[]) => new Set(names.map(circleKey));
