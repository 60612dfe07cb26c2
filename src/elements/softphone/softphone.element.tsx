import { defineElement } from '../../shared/element/defineElement.tsx';
import { Softphone } from './Softphone.tsx';

export const SOFTPHONE_TAG = 'hotline-softphone';

defineElement(SOFTPHONE_TAG, Softphone);

declare global {
  interface HTMLElementTagNameMap {
    'hotline-softphone': HTMLElement & { token: string | null };
  }
}
