import { defineElement } from '../../shared/element/defineElement.tsx';
import { KnowledgePage } from './KnowledgePage.tsx';

export const KNOWLEDGE_TAG = 'hotline-knowledge';

/**
 * 知识库 for any page (the console's /knowledge/… frames load it): view="search" 知识检索 (default), "policy" 政策文件,
 * "manage" 知识维护; frame-name is the console's frame parameter. Without a session it shows the sign-in form.
 */
defineElement(KNOWLEDGE_TAG, KnowledgePage, { props: { view: 'string', frameName: 'string' }, requiresSession: true });

declare global {
  interface HTMLElementTagNameMap {
    'hotline-knowledge': HTMLElement & { token: string | null; view: string; frameName: string };
  }
}
