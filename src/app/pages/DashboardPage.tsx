import { Card, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { session } from '../../shared/session/session.store.ts';
import { formatDateTime } from '../../shared/utils/dates.ts';
import { MenuIcon } from '../layout/menuIcons.tsx';
import { menuRoutes } from '../stores/menu.store.ts';

const useStyles = makeStyles({
  page: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  links: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  link: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingHorizontalM },
});

function greeting(hour: number): string {
  if (hour < 12) return '上午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** 首页: a greeting and shortcuts to the pages of the user's menu. */
export default function DashboardPage() {
  const styles = useStyles();
  const { userInfo } = useSnapshot(session);
  const { pages } = useSnapshot(menuRoutes);
  const [, navigate] = useLocation();
  const now = new Date();
  const shortcuts = pages.filter((p) => !p.hidden && !p.frameUrl).slice(0, 12);
  return (
    <section className={styles.page}>
      <Card>
        <Text as="h2" size={600} weight="semibold">
          {greeting(now.getHours())}，{userInfo?.realName ?? ''}
        </Text>
        <Text>
          今天是 {formatDateTime(now, 'YYYY年MM月DD日')}，工号 {userInfo?.jobNumber ?? ''}
          {userInfo?.landlineNumber ? `，分机 ${userInfo.landlineNumber}` : ''}
        </Text>
      </Card>
      <Text as="h3" weight="semibold">
        常用功能
      </Text>
      <nav className={styles.links} aria-label="常用功能">
        {shortcuts.map((page) => (
          <Card key={page.path} className={styles.link}>
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
          </Card>
        ))}
      </nav>
    </section>
  );
}
