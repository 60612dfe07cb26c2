// The reader beside the results: what an agent needs to answer (答复口径 with 复制), whether it is still current, the
// sanitised body, attachments, and 纠错.
import {
  Badge, Button, DrawerBody, DrawerFooter, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Spinner, Text,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DismissRegular, FlagRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { fetchArticle } from '../../../shared/api/knowledge.ts';
import { downloadFile } from '../../../shared/api/files.ts';
import { useResource } from '../../../shared/data/index.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { knowledgeText as t, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { sanitizeArticle } from '../../../shared/richText/sanitize.ts';
import { CopyText } from '../../../shared/ui/CopyText.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';
import { CorrectionDialog } from './CorrectionDialog.tsx';

export interface ArticleReaderProps {
  /** The article shown; null closes the reader. */
  articleId: number | null;
  onClose: () => void;
}

export function ArticleReader({ articleId, onClose }: ArticleReaderProps) {
  const styles = useKnowledgeStyles();
  const notify = useNotify();
  const [correcting, setCorrecting] = useState(false);
  const article = useResource('knowledge:article', (signal) => fetchArticle(articleId!, false, signal),
    { args: articleId, enabled: articleId !== null, clearOnError: true });
  const a = article.data && article.data.id === articleId ? article.data : null;

  const download = (ref: string, name: string) => downloadFile(ref, name).catch((failure) => notify.error(messageOf(failure, zhCN.common.operationFailed)));

  return (
    <OverlayDrawer position="end" size="medium" open={articleId !== null} onOpenChange={(_, d) => { if (!d.open) onClose(); }} aria-label={t.reader} data-knowledge-reader="">
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t.close} icon={<DismissRegular />} onClick={onClose} />}>
          {a?.title ?? t.reader}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {article.error && <LoadErrorBar message={`${t.articleFailed}：${article.error}`} onRetry={article.reload} />}
        {!a && !article.error && <Spinner size="small" label={zhCN.common.loading} />}
        {a && (
          <div className={styles.readerBody}>
            <div className={styles.badges}>
              {a.pastReview && <Badge appearance="filled" color="warning" data-past-review="">{t.pastReview}</Badge>}
              {a.openCorrections > 0 && <Badge appearance="tint" color="danger">{t.openCorrections(a.openCorrections)}</Badge>}
            </div>
            {a.pastReview && <Text className={styles.warning}>{t.pastReviewHint}</Text>}
            <dl className={styles.facts}>
              <dt>{t.dept}</dt><dd>{a.deptName}</dd>
              <dt>{t.category}</dt><dd>{a.categoryPath}</dd>
              <dt>{t.regions}</dt><dd>{a.regionNames.length ? a.regionNames.join('、') : t.wholeCity}</dd>
              {a.effectiveFrom && <><dt>{t.effectiveFrom}</dt><dd>{a.effectiveFrom}</dd></>}
              <dt>{t.reviewDate}</dt><dd>{a.reviewDate ?? t.noReviewDate}</dd>
              <dt>{t.updatedBy}</dt><dd>{[a.updatedBy, a.updateTime].filter(Boolean).join(' ')}</dd>
            </dl>
            {a.answer && (
              <section className={styles.answer} aria-label={t.answer} data-answer="">
                <div className={styles.answerHead}><span>{t.answer}</span><CopyText text={a.answer} label={t.copyAnswerLabel} /></div>
                <span>{a.answer}</span>
              </section>
            )}
            <section aria-label={t.body}>
              {/* Stored sanitised by the server; sanitised again here through the same allow-list before it is shown. */}
              <div className={styles.richText} dangerouslySetInnerHTML={{ __html: sanitizeArticle(a.body) }} />
            </section>
            {a.basis && (
              <section aria-label={t.basis}>
                <Text as="h3" className={styles.sectionTitle}>{t.basis}</Text>
                <Text className={styles.preWrap}>{a.basis}</Text>
              </section>
            )}
            {a.attachments.length > 0 && (
              <section aria-label={t.attachments}>
                <Text as="h3" className={styles.sectionTitle}>{t.attachments}</Text>
                <ul className={styles.files}>
                  {a.attachments.map((f) => (
                    <li key={f.ref}>
                      <Button appearance="transparent" icon={<ArrowDownloadRegular />} aria-label={t.download(f.name)} onClick={() => void download(f.ref, f.name)}>{f.name}</Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </DrawerBody>
      <DrawerFooter>
        <Button icon={<FlagRegular />} disabled={!a} onClick={() => setCorrecting(true)}>{t.correct}</Button>
        <Button onClick={onClose}>{t.close}</Button>
      </DrawerFooter>
      {a && <CorrectionDialog open={correcting} article={a} onClose={() => setCorrecting(false)} onFiled={() => void article.reload()} />}
    </OverlayDrawer>
  );
}
