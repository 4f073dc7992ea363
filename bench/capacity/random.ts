// A seeded pseudo-random generator (mulberry32): the same seed seeds the same rows, so two runs
// of the capacity section compare the code and schema, not the luck of the draw. Runs in Node (the
// page counts) and in workerd (the per-operation counts) alike.

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** A whole number from min to max, both included. */
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `length` characters from this alphabet: tokens, hashes, push keys. */
  chars: (length: number, alphabet?: string) => string;
  /** Sentences from `from`, joined until the text is between min and max characters long. */
  text: (from: readonly string[], min: number, max: number) => string;
};

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
export const HEX = "0123456789abcdef";

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    chars: (length, alphabet = BASE64URL) => {
      let out = "";
      for (let i = 0; i < length; i++) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
    text: (from, min, max) => {
      const target = int(min, max);
      let out = pick(from);
      while (out.length < target) out += ` ${pick(from)}`;
      // Cut at a word near the target, never past max.
      if (out.length > max) out = out.slice(0, out.lastIndexOf(" ", max) > min ? out.lastIndexOf(" ", max) : max);
      return out;
    },
  };
}
