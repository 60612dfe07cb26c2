// Two versions side by side as one text: insertions green and underlined, deletions red and struck through, and each
// also said in words for screen readers (colour alone is not enough).
import { Text } from '@fluentui/react-components';
import type { ArticleVersion } from '../../../shared/api/contracts/knowledge.ts';
import { knowledgeText as t } from '../../../shared/i18n/zh-CN.ts';
import { htmlText } from '../../../shared/richText/sanitize.ts';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';
import { versionDiff } from './versionDiff.ts';

export function VersionDiffView({ from, to }: { from: ArticleVersion; to: ArticleVersion }) {
  const styles = useKnowledgeStyles();
  const fields = versionDiff(from, to, htmlText);
  const changed = fields.some((f) => f.changed);
  return (
    <section aria-label={t.diffTitle(from.version, to.version)} data-version-diff={`${from.version}-${to.version}`}>
      <Text as="h3" weight="semibold">{t.diffTitle(from.version, to.version)}</Text>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.ins}>{t.inserted}</span><span className={styles.del}>{t.deleted}</span>
      </div>
      {!changed && <Text role="status">{t.noDifference}</Text>}
      {fields.filter((f) => f.changed || f.field === 'title').map((f) => (
        <div key={f.field} className={styles.diffRow} data-diff-field={f.field}>
          <span className={styles.diffLabel}>{t.diffFields[f.field]}{f.changed ? '' : `（${t.unchanged}）`}</span>
          <div className={styles.diffText}>
            {f.parts.map((p, i) => p.added
              ? <ins key={i} className={styles.ins}><span className={styles.srOnly}>{t.insertedSr}</span>{p.value}</ins>
              : p.removed
                ? <del key={i} className={styles.del}><span className={styles.srOnly}>{t.deletedSr}</span>{p.value}</del>
                : <span key={i}>{p.value}</span>)}
          </div>
        </div>
      ))}
    </section>
  );
}
