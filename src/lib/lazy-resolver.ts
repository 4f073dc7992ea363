import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose checks (and zod with them) load on first use, so a form can paint before
 * that code has arrived. `warm` starts the load early: call it when the form gets focus, seconds
 * before the first submit. Checks whose code can't be fetched (offline before the app was ever
 * stored) are skipped rather than blocking the form: the API checks every field again, and its
 * message says what to fix.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T> | null> | null = null;
  const get = () =>
    (loading ??= load().catch(() => {
      loading = null;
      return null;
    }));
  const resolver: Resolver<T> = async (values, context, options) => {
    const checks = await get();
    return checks ? checks(values, context, options) : { values, errors: {} };
  };
  return { resolver, warm: () => void get() };
}
