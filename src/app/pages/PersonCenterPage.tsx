import { Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { session } from '../../shared/session/session.store.ts';
import { passwordText } from '../../shared/i18n/layout.zh-CN.ts';
import { PasswordForm } from '../../shared/ui/PasswordForm.tsx';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', padding: tokens.spacingHorizontalL },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
});

/** 个人中心: who you are, and the password change form. */
export default function PersonCenterPage() {
  const styles = useStyles();
  const { userInfo } = useSnapshot(session);
  const facts: Array<[string, string]> = [
    ['姓名', userInfo?.realName ?? ''],
    ['账号', userInfo?.username ?? ''],
    ['工号', userInfo?.jobNumber ?? ''],
    ['部门', userInfo?.deptName ?? ''],
    ['分机号', userInfo?.landlineNumber || '无'],
  ];
  return (
    <section className={styles.page}>
      <Card>
        <CardHeader header={<Text weight="semibold">个人资料</Text>} />
        <dl className={styles.facts}>
          {facts.map(([term, value]) => [
            <dt key={`${term}-t`} className={styles.term}>
              {term}
            </dt>,
            <dd key={`${term}-d`} style={{ margin: 0 }}>
              {value}
            </dd>,
          ])}
        </dl>
      </Card>
      <Card id="password">
        <CardHeader header={<Text weight="semibold">{passwordText.title}</Text>} />
        <PasswordForm />
      </Card>
    </section>
  );
}
