import { useFocusFinders } from '@fluentui/react-components';
import { useLayoutEffect } from 'react';

/** The part of Tabster's page-wide instance (window.__tabsterInstance) this module turns off. */
interface TabsterCoreRoots {
  root?: { addDummyInputs?: () => void };
}

/**
 * Fluent's focus manager (Tabster) adds two focusable, aria-hidden <i> "bumpers" as the first and last children of the
 * host page's <body> as soon as any popover or dialog trigger mounts (its root dummy inputs). Our parts live in shadow
 * roots and must not write into the host page, and screen readers and axe see focusable content under aria-hidden.
 * Dialogs keep their own trap (the bumpers Tabster puts inside each dialog), so the page-level ones are switched off.
 * Rendered first in every element: its effects run before any trigger of the element asks Tabster for modal support.
 */
export function NoPageFocusBumpers(): null {
  // Makes Fluent create the page's Tabster instance now, in this component's own layout effect.
  useFocusFinders();
  useLayoutEffect(() => {
    const core = (window as { __tabsterInstance?: TabsterCoreRoots }).__tabsterInstance;
    if (core?.root?.addDummyInputs) core.root.addDummyInputs = () => undefined;
  }, []);
  return null;
}
