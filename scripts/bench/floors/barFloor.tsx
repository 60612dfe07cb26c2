// The softphone's floor: one small Fluent toolbar line (a status, an extension, four buttons), nothing loaded.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { defineFloorElement } from './floorElement.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, height: '50px', padding: `0 ${tokens.spacingHorizontalS}` },
  pill: { padding: `2px ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorBrandBackground2 },
});

function Bar() {
  const styles = useStyles();
  return (
    <div role="toolbar" aria-label="软电话" className={styles.bar}>
      <span className={styles.pill}>已连接</span>
      <Text size={200}>分机 8001</Text>
      {['签入', '示忙', '接听', '挂断'].map((label) => <Button key={label} size="small">{label}</Button>)}
    </div>
  );
}

defineFloorElement('bench-floor-bar', () => <Bar />);
