// The bare element both floors are: a custom element with an open shadow root, React 19's createRoot and Fluent's
// provider writing Griffel styles into that root (as any Fluent element in a shadow root must), and nothing else.
import { FluentProvider, RendererProvider, type GriffelRenderer } from '@fluentui/react-components';
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { THEME_CSS } from '../../../src/shared/element/theme.generated.ts';

/** Defines `tag` to render `content()` once connected; the theme's tokens go on :host as the product's text of Fluent's light theme. */
export function defineFloorElement(tag: string, content: (host: HTMLElement) => ReactNode): void {
  customElements.define(tag, class extends HTMLElement {
    connectedCallback(): void {
      const root = this.attachShadow({ mode: 'open' });
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(THEME_CSS);
      root.adoptedStyleSheets = [sheet];
      const mount = document.createElement('div');
      root.append(mount);
      createRoot(mount).render(
        <RendererProvider renderer={createShadowDOMRenderer(root) as GriffelRenderer} targetDocument={root as unknown as Document}>
          <FluentProvider targetDocument={document} theme={{}}>{content(this)}</FluentProvider>
        </RendererProvider>,
      );
    }
  });
}
