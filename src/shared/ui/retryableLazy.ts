// React.lazy keeps a rejected import for good, so a chunk that failed while the server was down would fail forever.
// retryableLazy() makes a fresh lazy wrapper for a view whose import failed once an error boundary's 重试 asks for it.
import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
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

/**
 * Like React.lazy, but after a failed import the next render following retryFailedLoads() imports again.
 * Between the failure and the retry it keeps failing, so an error boundary shows the failure instead of a spinner loop.
 */
/** A lazy view that can also start its chunk's download ahead of its first render (on hover, on focus). */
export type RetryableLazy<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & { preload(): void };

// The same bound as React.lazy has.
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): RetryableLazy<T> {
  let failedInRound: number | null = null;
  const create = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedInRound = retryRound;
        throw error;
      }),
    );
  let current = create();
  function RetryableLazy(props: ComponentProps<T>) {
    if (failedInRound !== null && failedInRound !== retryRound) {
      failedInRound = null;
      current = create();
    }
    return createElement(current as ComponentType<ComponentProps<T>>, props);
  }
  // A failed preload is not kept: the render's own import tries again and its boundary says what failed.
  return Object.assign(RetryableLazy, { preload: () => void load().catch(() => undefined) });
}
