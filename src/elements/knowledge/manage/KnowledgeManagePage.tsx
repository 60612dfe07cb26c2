// 知识维护: the tabs a user's permissions open (KNOWLEDGE_PERMISSIONS; the server checks every call again).
import { Spinner, Tab, TabList, Text } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { KNOWLEDGE_PERMISSIONS as P } from '../../../shared/api/contracts/knowledge.ts';
import { fetchKnowledgeOptions, KNOWLEDGE_RESOURCE } from '../../../shared/api/knowledge.ts';
import { fetchNavButtons } from '../../../shared/api/menu.ts';
import { useResource } from '../../../shared/data/index.ts';
import { knowledgeText as t, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { session, setPermissions } from '../../../shared/session/session.store.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { hasAnyPermission } from '../../../shared/utils/permission.ts';
import { knowledge, showManageTab, type ManageTab } from '../knowledge.store.ts';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';
import { ArticlesTab } from './ArticlesTab.tsx';
import { CorrectionsTab } from './CorrectionsTab.tsx';
import { CategoriesTab, SynonymsTab } from './DictionaryTabs.tsx';
import { HotTab, UpkeepTab } from './UpkeepTab.tsx';

/** Who sees which tab. */
const TAB_PERMISSIONS: Record<ManageTab, readonly string[]> = {
  articles: [P.edit, P.publish],
  corrections: [P.correct, P.publish],
  upkeep: [P.edit, P.publish],
  hot: [P.edit, P.publish],
  synonyms: [P.publish],
  categories: [P.publish],
};

/** The tabs a holder of `permissions` sees, in order. */
export function manageTabs(permissions: readonly string[]): ManageTab[] {
  return (Object.keys(TAB_PERMISSIONS) as ManageTab[]).filter((tab) => hasAnyPermission(TAB_PERMISSIONS[tab], permissions));
}

export function KnowledgeManagePage() {
  const styles = useKnowledgeStyles();
  const { permissions } = useSnapshot(session);
  const { manageTab } = useSnapshot(knowledge);
  // Used alone (signed in through the element's own form) no console has loaded the button permissions: load them here.
  const buttons = useResource('knowledge:buttons', () => fetchNavButtons().then((list) => { setPermissions(list); return list; }),
    { enabled: permissions.length === 0 });
  const tabs = manageTabs(permissions);
  const tab = tabs.includes(manageTab) ? manageTab : tabs[0];
  const options = useResource(KNOWLEDGE_RESOURCE.options, (signal) => fetchKnowledgeOptions(signal), { enabled: tabs.length > 0 });

  return (
    <section className={styles.page} aria-label={t.title.manage} data-knowledge-manage="">
      <Text as="h2" size={500} weight="semibold" className={styles.heading}>{t.title.manage}</Text>
      {buttons.error && <LoadErrorBar message={buttons.error} onRetry={buttons.reload} />}
      {!tab && buttons.loading && <Spinner size="small" label={zhCN.common.loading} />}
      {!tab && !buttons.loading ? <EmptyState kind="noPermission" message={t.noManagePermission} /> : !tab ? null : (
        <>
          <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => showManageTab(d.value as ManageTab)}>
            {tabs.map((id) => <Tab key={id} value={id} data-tab={id}>{t.tabs[id]}</Tab>)}
          </TabList>
          {options.error && <LoadErrorBar message={t.optionsFailed} onRetry={options.reload} />}
          <div role="tabpanel" aria-label={t.tabs[tab]} data-manage-tab={tab}>
            {tab === 'articles' && <ArticlesTab options={options.data ?? null} />}
            {tab === 'corrections' && <CorrectionsTab options={options.data ?? null} />}
            {tab === 'upkeep' && <UpkeepTab />}
            {tab === 'hot' && <HotTab />}
            {tab === 'synonyms' && <SynonymsTab />}
            {tab === 'categories' && <CategoriesTab />}
          </div>
        </>
      )}
    </section>
  );
}
