import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import type { GriffelRenderer } from '@fluentui/react-components';
import { hostThemeSheet } from './hostSheet.ts';

export interface ShadowParts {
  /** Griffel renderer that writes makeStyles rules into this shadow root's adopted sheets. */
  renderer: GriffelRenderer;
  /** Where Fluent portals (dialogs, popovers, menus, tooltips, toasts) mount, inside the shadow root. */
  portalNode: HTMLElement;
}

// r2wc keeps the same shadow root across reconnects; a fresh renderer per mount would add sheets each time.
const partsByRoot = new WeakMap<ShadowRoot, ShadowParts>();

/** The per-shadow-root styling parts, created on first use and reused on every later mount. */
export function shadowParts(root: ShadowRoot): ShadowParts {
  let parts = partsByRoot.get(root);
  if (!parts) {
    const themeSheet = hostThemeSheet();
    if (!root.adoptedStyleSheets.includes(themeSheet)) {
      root.adoptedStyleSheets = [themeSheet, ...root.adoptedStyleSheets];
    }
    const portalNode = root.ownerDocument.createElement('div');
    portalNode.setAttribute('data-hotline-portals', '');
    root.appendChild(portalNode);
    parts = { renderer: createShadowDOMRenderer(root) as GriffelRenderer, portalNode };
    partsByRoot.set(root, parts);
  }
  return parts;
}
