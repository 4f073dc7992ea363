/**
 * Calls back after the load event, when the browser is idle (or soon after, where there's no
 * idle callback): for work that must not compete with the page's first paint. `settleMs` waits
 * that much longer after the load event before looking for the idle moment, for work that must
 * not compete with what the page does right after it shows either.
 */
export function afterLoad(callback: () => void, settleMs = 0) {
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(callback, { timeout: 1000 }) : setTimeout(callback, 200));
  const go = () => (settleMs > 0 ? setTimeout(idle, settleMs) : idle());
  if (document.readyState === "complete") go();
  else window.addEventListener("load", go, { once: true });
}
