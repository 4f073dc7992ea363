import { useEffect, useState } from "react";

/**
 * False for the render that puts the component on screen, true from the frame after it is
 * painted: for code that must not hold up (or share a phone's bandwidth with) the first paint.
 * A timeout set in an animation frame runs once that frame has been painted.
 */
export function useFirstPaintDone() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDone(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return done;
}
