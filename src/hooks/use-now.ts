import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `everyMs`: keeps "in 5 minutes", the Overdue badge and the
 * date inputs' minimum true while the dashboard stays open.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
