/**
 * Starts field measurement (src/lib/vitals.ts). Its code, web-vitals included, is a chunk of its
 * own that nothing on the page waits for; the browser keeps the entries it reports from the start
 * of the load, so starting late loses none. Where it can't load, nothing is measured.
 */
export function measureVitals() {
  import("./vitals").then(
    (vitals) => vitals.startVitals(),
    () => undefined,
  );
}
