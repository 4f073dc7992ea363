import { type ComponentType, lazy, useState } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { PartLoadError } from "./load-error";

// Every lazily loaded part of a page (a tab, a dialog, a popup, the toasts) is loaded through
// here, so one whose code can't be fetched (offline before the service worker stored it, a
// connection dropped mid-load) fails alone: its own error boundary shows `failed` in its place,
// with a retry that fetches the code again (the browser does not keep a failed import's
// answer), and the rest of the page stays. A loading state is the Suspense around it, as usual.

type Module<P> = { default: ComponentType<P> };
/** What a part shows when its code could not be fetched: given its props, and a way to try again. */
export type FailedPart<P> = ComponentType<P & { retry: () => void }>;
export type LazyPart<P> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyPart<P extends object>(load: () => Promise<Module<P>>, failed?: FailedPart<P>): LazyPart<P> {
  const Failed = (failed ?? PartLoadError) as FailedPart<P>;
  // Once in, rendered directly: a part preloaded before the first paint (preload) does not suspend.
  let loaded: ComponentType<P> | undefined;
  const loadModule = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  let Lazy = lazy(loadModule);

  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per part at module level.
  function Part(props: P) {
    // Chosen once per mount. A part can commit through the lazy wrapper (React commits a suspended
    // update's tree hidden, under a Suspense already on screen); rendering the loaded component
    // directly on a later render would then be another component type to React, mounted afresh
    // with its state lost. A retry shows a new lazy component (React keeps a failed one's error).
    const [Shown, setShown] = useState<ComponentType<P>>(() => (loaded ?? Lazy) as ComponentType<P>);
    const retry = () => {
      Lazy = lazy(loadModule);
      setShown(() => Lazy as ComponentType<P>);
    };
    return (
      <ErrorBoundary resetKeys={[Shown]} fallbackRender={() => <Failed {...props} retry={retry} />}>
        <Shown {...props} />
      </ErrorBoundary>
    );
  }
  Part.preload = loadModule;
  return Part;
}
