import { BookmarkCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Saved nudges are the ones kept to reuse; every other sent nudge is Regular. */
export function NudgeTypeBadge({ saved }: { saved: boolean }) {
  return saved ? (
    <Badge>
      <BookmarkCheck aria-hidden />
      Saved
    </Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      Regular
    </Badge>
  );
}
