// <hotline-knowledge>'s content: 知识检索, 政策文件 or 知识维护, by the view attribute.
import { Spinner } from '@fluentui/react-components';
import { Suspense } from 'react';
import { zhCN } from '../../shared/i18n/zh-CN.ts';
import { retryableLazy } from '../../shared/ui/retryableLazy.ts';
import { KnowledgeSearchPage } from './search/KnowledgeSearchPage.tsx';
import type { KnowledgeView } from './knowledge.store.ts';

// Agents only search: the maintenance pages (and the diff library) load when 知识维护 is opened.
const KnowledgeManagePage = retryableLazy(() => import('./manage/KnowledgeManagePage.tsx').then((m) => ({ default: m.KnowledgeManagePage })));

export interface KnowledgePageProps {
  /** search (知识检索, default), policy (政策文件) or manage (知识维护). */
  view?: string;
  /** The console's frame name (?frameName=Menu801), kept on the page so the host can tell its frames apart. */
  frameName?: string;
}

const VIEWS: readonly KnowledgeView[] = ['search', 'manage', 'policy'];

/** An unknown view shows the search, which everyone may use. */
export function viewOf(value: string | undefined): KnowledgeView {
  return VIEWS.includes(value as KnowledgeView) ? (value as KnowledgeView) : 'search';
}

export function KnowledgePage({ view, frameName }: KnowledgePageProps) {
  const shown = viewOf(view);
  return (
    <div data-knowledge-view={shown} data-frame-name={frameName || undefined} style={{ height: '100%' }}>
      {shown === 'manage' ? <Suspense fallback={<Spinner size="small" label={zhCN.common.loading} />}><KnowledgeManagePage /></Suspense> : <KnowledgeSearchPage key={shown} view={shown} />}
    </div>
  );
}
