/** The part of Tabster's page-wide instance (window.__tabsterInstance) this module turns off. */
interface TabsterCoreRoots {
  root?: { addDummyInputs?: () => void };
  /** Deleted when the instance is disposed. */
  _win?: unknown;
}

let guarded = false;

const switchOff = (core: TabsterCoreRoots | undefined): void => {
  if (core?.root?.addDummyInputs) core.root.addDummyInputs = () => undefined;
};

/**
 * Fluent's focus manager (Tabster) adds two focusable, aria-hidden <i> "bumpers" as the first and last children of the
 * host page's <body> as soon as any popover or dialog trigger mounts (its root dummy inputs). Our parts live in shadow
 * roots and must not write into the host page, and screen readers and axe see focusable content under aria-hidden.
 * Dialogs keep their own trap (the bumpers Tabster puts inside each dialog), so the page-level ones are switched off.
 * Watching for the instance instead of creating it keeps Tabster out of elements that never use it (10 KB gzip).
 */
export function guardPageFocusBumpers(): void {
  if (guarded || typeof window === 'undefined') return;
  guarded = true;
  const w = window as { __tabsterInstance?: TabsterCoreRoots };
  let instance = w.__tabsterInstance;
  switchOff(instance);
  // On the prototype, so Tabster's `delete window.__tabsterInstance` at dispose leaves the watch in place; a disposed
  // instance (its _win deleted) reads as none, so the next one is created afresh and switched off again.
  delete w.__tabsterInstance;
  Object.defineProperty(Object.getPrototypeOf(window), '__tabsterInstance', {
    configurable: true,
    get: () => (instance && '_win' in instance ? instance : undefined),
    set: (value: TabsterCoreRoots | undefined) => {
      instance = value;
      switchOff(value);
    },
  });
}
