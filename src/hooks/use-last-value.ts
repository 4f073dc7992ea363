import { useState } from "react";

/**
 * The latest non-null value: a dialog closed by clearing its subject keeps showing that subject
 * while its closing animation plays, instead of flashing empty.
 */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
