import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";

const STARS = [1, 2, 3, 4, 5];

/** A five-star rating, read out as words. */
export function FiveStars({ className = "size-4" }: { className?: string }) {
  const { t } = useLingui();
  return (
    <span role="img" aria-label={t`Rated 5 out of 5`} className="flex gap-0.5 text-amber-500">
      {STARS.map((n) => (
        <Star key={n} className={`${className} fill-current`} aria-hidden />
      ))}
    </span>
  );
}
