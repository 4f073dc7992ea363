import { startTransition, useEffect, useState } from "react";

/**
 * False for the render that puts the component on screen, true once that frame has been shown:
 * for code that must not hold up (or share a phone's bandwidth with) the first paint. The frame
 * is on screen by the time the next one starts (a task set in the first animation frame can still
 * run before the browser has presented it). What renders then renders as a transition: in slices
 * of a few milliseconds, with the page responsive in between.
 */
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
