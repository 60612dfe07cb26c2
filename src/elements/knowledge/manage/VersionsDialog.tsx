// 版本: every version with who changed it, when, why and what became of it; any two compared.
import {
  Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Select, Spinner,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { ArticleVersion } from '../../../shared/api/contracts/knowledge.ts';
import { fetchArticleVersions } from '../../../shared/api/knowledge.ts';
import { useResource } from '../../../shared/data/index.ts';
import { knowledgeText as t, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';
import { VersionDiffView } from './VersionDiffView.tsx';

const COLUMNS: ListColumn<ArticleVersion>[] = [
  { key: 'version', title: t.version, value: (v) => t.versionNo(v.version), width: 70 },
  { key: 'status', title: t.status, render: (v) => <Badge appearance="tint" color={v.status === 2 ? 'success' : v.status === 1 ? 'brand' : v.status === 4 ? 'danger' : 'informative'}>{v.statusName}</Badge>, width: 90 },
  { key: 'changedBy', title: t.changedBy, value: (v) => v.changedBy ?? '', width: 100 },
  { key: 'changeTime', title: t.changeTime, value: (v) => v.changeTime, width: 170 },
  { key: 'note', title: t.versionNote, value: (v) => v.note ?? '', width: 200 },
  { key: 'review', title: t.reviewedBy, value: (v) => [v.reviewedBy, v.reviewTime, v.reviewNote].filter(Boolean).join(' '), width: 220 },
];

export interface VersionsDialogProps {
  /** The article whose versions are shown; null: closed. */
  article: { id: number; title: string } | null;
  onClose: () => void;
}

export function VersionsDialog({ article, onClose }: VersionsDialogProps) {
  const styles = useKnowledgeStyles();
  const versions = useResource(`knowledge:versions:${article?.id ?? 0}`, (signal) => fetchArticleVersions(article!.id, signal),
    { enabled: article !== null, clearOnError: true });
  const list = article && versions.data ? [...versions.data].sort((a, b) => b.version - a.version) : [];
  const [fromV, setFromV] = useState(0);
  const [toV, setToV] = useState(0);

  // By default the newest version against the one before it.
  useEffect(() => {
    setToV(list[0]?.version ?? 0);
    setFromV(list[1]?.version ?? list[0]?.version ?? 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [versions.data]);

  const from = list.find((v) => v.version === fromV);
  const to = list.find((v) => v.version === toV);
  return (
    <Dialog open={article !== null} onOpenChange={(_, d) => { if (!d.open) onClose(); }}>
      <DialogSurface aria-describedby={undefined} className={styles.diffDialog}>
        <DialogBody>
          <DialogTitle>{article ? t.versionsTitle(article.title) : ''}</DialogTitle>
          <DialogContent className={styles.form}>
            {versions.error && <LoadErrorBar message={`${t.versionsFailed}：${versions.error}`} onRetry={versions.reload} />}
            {versions.loading && list.length === 0 && <Spinner size="small" label={zhCN.common.loading} />}
            {list.length > 0 && (
              <>
                <ListTable rows={list} columns={COLUMNS} rowKey={(v) => String(v.version)} label={t.versions} showIndex={false} height={Math.min(40 * (list.length + 1) + 8, 240)} />
                <div className={styles.toolbar}>
                  <Field label={t.compareFrom}>
                    <Select value={String(fromV)} onChange={(_, d) => setFromV(Number(d.value))} data-compare="from">
                      {list.map((v) => <option key={v.version} value={v.version}>{`${t.versionNo(v.version)} ${v.statusName}`}</option>)}
                    </Select>
                  </Field>
                  <Field label={t.compareTo}>
                    <Select value={String(toV)} onChange={(_, d) => setToV(Number(d.value))} data-compare="to">
                      {list.map((v) => <option key={v.version} value={v.version}>{`${t.versionNo(v.version)} ${v.statusName}`}</option>)}
                    </Select>
                  </Field>
                </div>
                {from && to && <VersionDiffView from={from} to={to} />}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
