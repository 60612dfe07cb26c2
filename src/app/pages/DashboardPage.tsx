// 首页 (工作台, dashboard/index): a greeting, each role's figures at a glance — every number opens the list behind it —
// and shortcuts to the pages of the user's menu. The figures paint with Fluent pieces the console has loaded already;
// the charts and the list dialog load after (src/app/pages/dashboard).
import { Button, Link, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Panel } from '../../shared/ui/Panel.tsx';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { dashboardText as t } from '../../shared/i18n/dashboard.zh-CN.ts';
import { CST_TIME_ZONE } from '../../shared/protocol/chinaTime.ts';
import { session } from '../../shared/session/session.store.ts';
import { retryableLazy } from '../../shared/ui/retryableLazy.ts';
import { MenuIcon } from '../layout/menuIcons.tsx';
import { orderDetailPath } from '../routing/staticRoutes.ts';
import { menuRoutes } from '../stores/menu.store.ts';
import { useDashboard } from './dashboard/useDashboard.ts';

// Each part is a chunk of its own: a first visit downloads only the parts its user holds; the list dialog on first use.
const AgentPart = retryableLazy(() => import('./dashboard/AgentPart.tsx'));
const DepartmentPart = retryableLazy(() => import('./dashboard/DepartmentPart.tsx'));
const CentrePart = retryableLazy(() => import('./dashboard/CentrePart.tsx'));
const FigureListDialog = retryableLazy(() => import('./dashboard/FigureListDialog.tsx'));

const useStyles = makeStyles({
  page: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  links: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  link: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingHorizontalM },
});

// The hotline's day is Shanghai's, whatever the browser's time zone (the figures' 今日 is the server's, in CST too).
const shanghaiHour = new Intl.DateTimeFormat('en-US', { timeZone: CST_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });
const shanghaiDate = new Intl.DateTimeFormat('zh-CN', { timeZone: CST_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const shanghaiToday = (now: Date) => {
  const part = (type: string) => shanghaiDate.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}年${part('month')}月${part('day')}日`;
};

function greeting(hour: number): string {
  if (hour < 12) return '上午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

export default function DashboardPage() {
  const styles = useStyles();
  const { userInfo } = useSnapshot(session);
  const { pages } = useSnapshot(menuRoutes);
  const { data, loading, error, refresh, drafts, open, setOpen, navigate, openDraft } = useDashboard();
  const now = new Date();
  const shortcuts = pages.filter((p) => !p.hidden && !p.frameUrl).slice(0, 12);
  return (
    <section className={styles.page} data-dashboard="">
      <Panel>
        <div className={styles.head}>
          <div>
            <Text as="h2" size={600} weight="semibold" block>
              {greeting(Number(shanghaiHour.format(now)))}，{userInfo?.realName ?? ''}
            </Text>
            <Text>
              今天是 {shanghaiToday(now)}，工号 {userInfo?.jobNumber ?? ''}
              {userInfo?.landlineNumber ? `，分机 ${userInfo.landlineNumber}` : ''}
            </Text>
          </div>
          <div className={styles.status}>
            {loading ? <Spinner size="tiny" label={t.loading} /> : data && <Text size={200} data-counted-at="">{t.countedAt(data.countedAt)}</Text>}
            <Button size="small" onClick={refresh} disabled={loading}>{t.refresh}</Button>
          </div>
        </div>
      </Panel>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error} <Link as="button" onClick={refresh}>{t.refresh}</Link></MessageBarBody>
        </MessageBar>
      )}
      {data && (
        <Suspense fallback={<Spinner size="small" label={t.loading} />}>
          {data.agent && <AgentPart data={data.agent} figures={data.figures} drafts={drafts} onList={setOpen} onNavigate={navigate} />}
          {data.department && <DepartmentPart data={data.department} figures={data.figures} onList={setOpen} onNavigate={navigate} />}
          {data.centre && <CentrePart data={data.centre} figures={data.figures} onList={setOpen} onNavigate={navigate} />}
        </Suspense>
      )}
      <Text as="h3" weight="semibold">
        {t.shortcuts}
      </Text>
      <nav className={styles.links} aria-label={t.shortcuts}>
        {shortcuts.map((page) => (
          <Panel key={page.path} className={styles.link}>
            <MenuIcon name={page.icon} />
            <Link
              href={page.path}
              onClick={(event) => {
                event.preventDefault();
                navigate(page.path);
              }}
            >
              {page.title}
            </Link>
          </Panel>
        ))}
      </nav>
      {open && (
        <Suspense fallback={<Spinner size="small" label={t.loading} />}>
          <FigureListDialog
            list={open}
            drafts={drafts}
            onClose={() => setOpen(null)}
            onOpenOrder={(workflowId) => {
              setOpen(null);
              navigate(orderDetailPath(workflowId));
            }}
            onOpenDraft={openDraft}
          />
        </Suspense>
      )}
    </section>
  );
}
