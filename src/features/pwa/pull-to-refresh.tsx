import { useLingui } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { refreshEverything } from "./refresh";

// docs/product.md#dashboard: refresh from 80 px of pull, at most 120 px, the indicator moving half as far as the finger.
export const PULL_THRESHOLD = 80;
export const PULL_MAX = 120;
const INDICATOR = 40;

/** Pull distance for a finger that has moved `dy` px down from where it touched. */
export const pullDistance = (dy: number) => Math.min(Math.max(dy, 0) / 2, PULL_MAX);

/** Where a pull can start: the page is at the very top and no dialog or menu is open. */
const canStartPull = () => window.scrollY <= 0 && !document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]');

/** Pull down from the top of the dashboard on a touch screen to refresh all data. */
export function PullToRefresh() {
  const { t } = useLingui();
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const start = useRef<number | null>(null);
  const distance = useRef(0);

  useEffect(() => {
    if (refreshing) return;
    const onStart = (event: TouchEvent) => {
      start.current = event.touches.length === 1 && canStartPull() ? event.touches[0]!.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      if (start.current === null) return;
      const next = pullDistance(event.touches[0]!.clientY - start.current);
      // Our pull replaces the browser's overscroll bounce (and its own pull-to-refresh).
      if (next > 0 && event.cancelable) event.preventDefault();
      distance.current = next;
      setPull(next);
    };
    const onEnd = async () => {
      if (start.current === null) return;
      start.current = null;
      const pulled = distance.current;
      distance.current = 0;
      if (pulled < PULL_THRESHOLD) return setPull(0);
      setRefreshing(true);
      setPull(PULL_THRESHOLD);
      try {
        await refreshEverything();
      } finally {
        setRefreshing(false);
        setPull(0);
      }
    };
    addEventListener("touchstart", onStart, { passive: true });
    addEventListener("touchmove", onMove, { passive: false });
    addEventListener("touchend", onEnd);
    addEventListener("touchcancel", onEnd);
    return () => {
      removeEventListener("touchstart", onStart);
      removeEventListener("touchmove", onMove);
      removeEventListener("touchend", onEnd);
      removeEventListener("touchcancel", onEnd);
    };
  }, [refreshing]);

  const state = refreshing ? "refreshing" : pull >= PULL_THRESHOLD ? "release" : pull > 0 ? "pulling" : "idle";
  return (
    <div
      data-pull-state={state}
      className={cn("pointer-events-none fixed inset-x-0 top-0 z-40 flex justify-center", state === "idle" && "invisible")}
      style={{
        transform: `translateY(${pull - INDICATOR}px)`,
        transition: start.current === null ? "transform 200ms ease-out" : undefined,
      }}
    >
      <span className="flex size-10 items-center justify-center rounded-full border bg-card text-primary shadow-md">
        <RefreshCw
          className={cn("size-5", refreshing && "animate-spin")}
          style={refreshing ? undefined : { transform: `rotate(${pull * 3}deg)` }}
          aria-hidden
        />
      </span>
      <span role="status" className="sr-only">
        {state === "refreshing"
          ? t`Refreshing`
          : state === "release"
            ? t`Release to refresh`
            : state === "pulling"
              ? t`Pull to refresh`
              : ""}
      </span>
    </div>
  );
}
