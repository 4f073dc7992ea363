import * as React from "react";

import type { ToastActionElement, ToastProps } from "@/components/ui/toast";

/** Only one toast is visible at a time; a new one replaces the current one. */
const TOAST_LIMIT = 1;
/** How long a dismissed toast stays mounted so its exit animation can finish (ms). */
const TOAST_REMOVE_DELAY = 1000;
/** How long a toast stays open before Radix closes it automatically (ms). */
export const TOAST_DURATION = 5000;

type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

interface State {
  toasts: ToasterToast[];
}

let count = 0;

function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function addToRemoveQueue(toastId: string) {
  if (toastTimeouts.has(toastId)) return;

  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);

  toastTimeouts.set(toastId, timeout);
}

function clearRemoveTimeout(toastId: string) {
  const timeout = toastTimeouts.get(toastId);
  if (timeout !== undefined) {
    clearTimeout(timeout);
    toastTimeouts.delete(toastId);
  }
}

/** Pure state transition; timers are managed in `dispatch`. */
export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };

    case "UPDATE_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };

    case "DISMISS_TOAST": {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      };
    }

    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<(state: State) => void>();

let memoryState: State = { toasts: [] };

function dispatch(action: Action) {
  const previous = memoryState;
  memoryState = reducer(memoryState, action);

  if (action.type === "DISMISS_TOAST") {
    for (const t of previous.toasts) {
      if (action.toastId === undefined || t.id === action.toastId) addToRemoveQueue(t.id);
    }
  } else {
    // Forget timers of toasts that are gone (removed, or pushed out by TOAST_LIMIT).
    const ids = new Set(memoryState.toasts.map((t) => t.id));
    for (const t of previous.toasts) if (!ids.has(t.id)) clearRemoveTimeout(t.id);
  }

  for (const listener of listeners) listener(memoryState);
}

type Toast = Omit<ToasterToast, "id">;

function toast(props: Toast) {
  const id = genId();

  const update = (next: Partial<Toast>) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });

  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        props.onOpenChange?.(open);
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

function useToast() {
  const [state, setState] = React.useState<State>(memoryState);

  React.useEffect(() => {
    listeners.add(setState);
    // Catch anything dispatched between the first render and this effect.
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);

  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId }),
  };
}

export { useToast, toast };
