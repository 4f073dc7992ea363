import { afterLoad } from "./after-load";

/**
 * Starts field measurement (src/lib/vitals.ts) once the page has loaded and the browser is idle:
 * its code, web-vitals included, is a chunk of its own fetched only then, so the first paint
 * carries none of it. Where it can't load (offline before the app was installed), nothing is measured.
 */
export function measureVitals() {
  afterLoad(() => {
    import("./vitals").then(
      (vitals) => vitals.startVitals(),
      () => undefined,
    );
  });
}
