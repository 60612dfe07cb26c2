import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { zhCN } from '../../shared/i18n/zh-CN.ts';
import { HOME_PATH } from '../routing/staticRoutes.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalL, padding: '80px 16px' },
  code: { fontSize: '72px', fontWeight: tokens.fontWeightBold, color: '#1677ff', lineHeight: 1 },
});

export function NotFoundPage() {
  const styles = useStyles();
  const [, navigate] = useLocation();
  return (
    <section className={styles.page}>
      <span className={styles.code} aria-hidden>
        404
      </span>
      <Text size={500}>{zhCN.app.notFound}</Text>
      <Button appearance="primary" onClick={() => navigate(HOME_PATH)}>
        返回首页
      </Button>
    </section>
  );
}

export default NotFoundPage;
