// 系统日志 (system/log/index): two tabs, 操作日志 and 登录日志, each a search, a paged list and an export.
import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { logsText as t } from '../../../../shared/i18n/system-logs.zh-CN.ts';
import { usePageState } from '../../../../shared/ui/pageState.ts';
import { LoginLogTab } from './LoginLogTab.tsx';
import { OperationLogTab } from './OperationLogTab.tsx';

type LogTab = 'operation' | 'login';

export default function LogsPage() {
  const [tab, setTab] = usePageState<LogTab>('logs:tab', 'operation');
  const [panelId] = useState(() => `logs-panel-${Math.random().toString(36).slice(2, 8)}`);
  return (
    <section aria-label={t.title} data-logs-page>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as LogTab)} aria-label={t.title}>
        <Tab value="operation" id={`${panelId}-operation`} aria-controls={panelId}>{t.operationTab}</Tab>
        <Tab value="login" id={`${panelId}-login`} aria-controls={panelId}>{t.loginTab}</Tab>
      </TabList>
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${tab}`}>
        {tab === 'operation' ? <OperationLogTab /> : <LoginLogTab />}
      </div>
    </section>
  );
}
