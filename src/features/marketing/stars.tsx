import { Star } from "lucide-react";

/** A five-star rating, read out as words. */
export function FiveStars({ className = "size-4" }: { className?: string }) {
  return (
    <span role="img" aria-label="Rated 5 out of 5" className="flex gap-0.5 text-amber-500">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={`${className} fill-current`} aria-hidden />
      ))}
    </span>
  );
}
