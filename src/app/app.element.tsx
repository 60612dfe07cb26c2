import { defineElement } from '../shared/element/defineElement.tsx';
import { HotlineApp } from './HotlineApp.tsx';

export const HOTLINE_APP_TAG = 'hotline-app';

defineElement(HOTLINE_APP_TAG, HotlineApp, { props: { routing: 'string', basePath: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'hotline-app': HTMLElement & { token: string | null };
  }
}
