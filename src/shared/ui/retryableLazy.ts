// React.lazy keeps a rejected import for good, so a chunk that failed while the server was down would fail forever.
// retryableLazy() makes a fresh lazy wrapper for a view whose import failed once an error boundary's 重试 asks for it.
import { createElement, lazy, useEffect, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { messageOf } from '../http/errors.ts';

// Bumped by every 重试: loads that failed before it may be tried again.
let retryRound = 0;

/** Lets every failed lazy import be tried again on its next render (the error boundary's 重试 calls it). */
export function retryFailedLoads(): void {
  retryRound += 1;
}

/** True for the browser's "this chunk could not be fetched" errors, as opposed to a component that threw. */
export function isLoadError(error: unknown): boolean {
  const message = messageOf(error);
  return /dynamically imported module|importing a module script failed|error loading dynamically imported module|loading chunk/i.test(message);
}

/** A lazy view that can also start its chunk's download ahead of its first render (on hover, on focus). */
export type RetryableLazy<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & {
  /** Starts the chunk's download; true once it loaded, false if it failed (the render's own import tries again). */
  preload(): Promise<boolean>;
  isLoaded(): boolean;
};

/**
 * Like React.lazy, but after a failed import the next render following retryFailedLoads() imports again.
 * Between the failure and the retry it keeps failing, so an error boundary shows the failure instead of a spinner loop.
 * A view whose chunk has already loaded when it mounts renders at once, without suspending.
 */
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): RetryableLazy<T> {
  let failedInRound: number | null = null;
  let loaded: T | null = null;
  let preloading: Promise<boolean> | null = null;
  const fetchView = () => load().then((m) => {
    loaded = m.default;
    return m;
  });
  const create = (): LazyExoticComponent<T> =>
    lazy(() =>
      fetchView().catch((error: unknown) => {
        failedInRound = retryRound;
        throw error;
      }),
    );
  let current = create();
  function RetryableLazy(props: ComponentProps<T>) {
    // Fixed when this view mounts: one that mounted through the lazy wrapper keeps it, or it would be mounted anew.
    const [ready] = useState(() => loaded);
    if (ready) return createElement(ready as ComponentType<ComponentProps<T>>, props);
    if (failedInRound !== null && failedInRound !== retryRound) {
      failedInRound = null;
      current = create();
    }
    return createElement(current as ComponentType<ComponentProps<T>>, props);
  }
  // A failed preload is not kept: the render's own import tries again and its boundary says what failed.
  const preload = () => (preloading ??= fetchView().then(() => true, () => {
    preloading = null;
    return false;
  }));
  return Object.assign(RetryableLazy, { preload, isLoaded: () => loaded !== null });
}

/**
 * True once `view`'s chunk has loaded, or failed to (its boundary then says what failed); starts the download with the
 * first render while `wanted`. A view shown only after this is true never suspends, so React's 300 ms throttle on
 * revealing a suspended boundary does not delay it.
 */
export function useLoadedView(view: RetryableLazy<any>, wanted: boolean): boolean {
  const [settled, setSettled] = useState(() => view.isLoaded());
  if (wanted && !settled) void view.preload();
  useEffect(() => {
    if (!wanted || settled) return;
    let live = true;
    void view.preload().then(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [view, wanted, settled]);
  return settled;
}
