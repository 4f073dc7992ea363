/**
 * Calls back after the load event, when the browser is idle (or soon after, where there's no
 * idle callback): for work that must not compete with the page's first paint.
 */
export function afterLoad(callback: () => void) {
  const go = () => ("requestIdleCallback" in window ? requestIdleCallback(callback, { timeout: 1000 }) : setTimeout(callback, 200));
  if (document.readyState === "complete") go();
  else window.addEventListener("load", go, { once: true });
}
