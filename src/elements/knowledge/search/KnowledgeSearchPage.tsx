// 知识检索 / 政策文件: one search box, filters, highlighted results, paged; a result opens the reader.
import { Badge, Button, Field, Input, Select, Spinner, Text } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { KnowledgeHit } from '../../../shared/api/contracts/knowledge.ts';
import { SEARCH_QUERY_MAX } from '../../../shared/api/contracts/knowledge.ts';
import { knowledgeText as t, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';
import { ArticleReader } from './ArticleReader.tsx';
import { highlight } from './highlight.tsx';
import { useKnowledgeSearch, type KnowledgeSearchLogic, type SearchView } from './useKnowledgeSearch.ts';

const PAGE_SIZES = [10, 20, 50] as const;

export function KnowledgeSearchPage({ view }: { view: SearchView }) {
  const logic = useKnowledgeSearch(view);
  return renderSearchPage(logic, useKnowledgeStyles());
}

function HitCard({ hit, onOpen, styles }: { hit: KnowledgeHit; onOpen: () => void; styles: ReturnType<typeof useKnowledgeStyles> }) {
  return (
    <li>
      <button type="button" className={styles.hit} onClick={onOpen} data-hit={hit.id}>
        <span className={styles.hitTitle}>
          <span data-hit-title="">{highlight(hit.title, hit.titleMarks)}</span>
          {hit.pastReview && <Badge appearance="tint" color="warning">{t.pastReview}</Badge>}
          {hit.openCorrections > 0 && <Badge appearance="tint" color="danger">{t.openCorrections(hit.openCorrections)}</Badge>}
        </span>
        <span className={styles.hitSnippet} data-hit-snippet="">{highlight(hit.snippet, hit.snippetMarks)}</span>
        <span className={styles.hitMeta}>
          <span>{hit.categoryPath}</span>
          <span>{hit.deptName}</span>
          <span>{hit.regionNames.length ? hit.regionNames.join('、') : t.wholeCity}</span>
          <span>{t.updated(hit.updateTime.slice(0, 10))}</span>
        </span>
      </button>
    </li>
  );
}

function renderSearchPage(logic: KnowledgeSearchLogic, styles: ReturnType<typeof useKnowledgeStyles>) {
  const { view, state, options, categories, results, ready } = logic;
  const data = results.data;
  const records = data?.records ?? [];
  const loading = results.loading && ready;
  return (
    <section className={styles.page} aria-label={t.title[view]} data-knowledge-search={view}>
      <Text as="h2" size={500} weight="semibold" className={styles.heading}>{t.title[view]}</Text>
      <form role="search" className={styles.searchRow} onSubmit={(event) => { event.preventDefault(); logic.search(); }}>
        <Field label={t.searchLabel} className={styles.searchBox}>
          <Input type="search" value={state.draft} maxLength={SEARCH_QUERY_MAX} placeholder={t.searchPlaceholder}
            contentBefore={<SearchRegular />} onChange={(_, d) => logic.type(d.value)} data-knowledge-query="" />
        </Field>
        {/* Never disabled: a disabled default button would swallow Enter while the previous search loads (a new one replaces it). */}
        <Button type="submit" appearance="primary" icon={loading ? <Spinner size="tiny" /> : undefined}>{t.searchButton}</Button>
      </form>
      <div className={styles.filters}>
        <Field label={t.category} className={styles.filter}>
          <Select className={styles.filterSelect} value={state.categoryId} onChange={(_, d) => logic.setFilter('categoryId', d.value)} data-filter="category">
            <option value="">{t.all}</option>
            {categories.map((c) => <option key={c.id} value={String(c.id)}>{c.label}</option>)}
          </Select>
        </Field>
        <Field label={t.dept} className={styles.filter}>
          <Select className={styles.filterSelect} value={state.deptId} onChange={(_, d) => logic.setFilter('deptId', d.value)} data-filter="dept">
            <option value="">{t.all}</option>
            {(options.data?.depts ?? []).map((d) => <option key={d.id} value={String(d.id)}>{d.name}</option>)}
          </Select>
        </Field>
        <Field label={t.region} className={styles.filter}>
          <Select className={styles.filterSelect} value={state.regionId} onChange={(_, d) => logic.setFilter('regionId', d.value)} data-filter="region">
            <option value="">{t.all}</option>
            {(options.data?.regions ?? []).map((r) => <option key={r.id} value={String(r.id)}>{r.path}</option>)}
          </Select>
        </Field>
      </div>
      {options.error && <LoadErrorBar message={t.optionsFailed} onRetry={options.reload} />}
      {results.error && ready && <LoadErrorBar message={`${t.searchFailed}：${results.error}`} onRetry={results.reload} />}
      {!state.query && <Text className={styles.hint}>{t.emptyQuery}</Text>}
      {logic.policyMissing && <EmptyState kind="noData" message={t.policyMissing} />}
      {ready && data && (
        <div className={styles.summary} aria-live="polite">
          <Text data-result-count="">{t.resultCount(data.total)}</Text>
          {data.synonyms.length > 0 && <Text data-synonyms="">{t.synonymsUsed(data.synonyms.join('；'))}</Text>}
        </div>
      )}
      {ready && loading && !data && <Spinner size="small" label={zhCN.common.loading} />}
      {ready && data && records.length === 0 && !results.error && (
        <div className={styles.empty} role="status" data-empty="noMatch">
          <Text size={400}>{t.noResult(state.query || t.all)}</Text>
          <Text>{t.noResultHint}</Text>
        </div>
      )}
      {records.length > 0 && (
        <ol className={styles.results} aria-busy={loading || undefined} aria-label={t.title[view]}>
          {records.map((hit) => <HitCard key={hit.id} hit={hit} styles={styles} onOpen={() => logic.open(hit.id)} />)}
        </ol>
      )}
      {data && data.total > 0 && (
        <div className={styles.pager}>
          <Pager page={state.page} size={state.size} total={data.total} sizes={PAGE_SIZES} onChange={logic.showPage} />
        </div>
      )}
      <ArticleReader articleId={state.openId} onClose={() => logic.open(null)} />
    </section>
  );
}
