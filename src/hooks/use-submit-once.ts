import { type BaseSyntheticEvent, useRef } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";

/**
 * `form.handleSubmit(onSubmit)`, except that a submit made while the last one is still running is
 * ignored: a double click or a second Enter sends one request, not two. The button's busy state
 * can't do this alone: it shows only after React renders, and both clicks of a double click can
 * come first.
 */
export function useSubmitOnce<T extends FieldValues>(form: UseFormReturn<T>, onSubmit: SubmitHandler<T>) {
  const running = useRef(false);
  return async (event?: BaseSyntheticEvent) => {
    if (running.current) {
      event?.preventDefault();
      return;
    }
    running.current = true;
    try {
      await form.handleSubmit(onSubmit)(event);
    } finally {
      running.current = false;
    }
  };
}
