import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { zhCN } from '../i18n/zh-CN.ts';

export type EmptyKind = 'noData' | 'noMatch' | 'noPermission' | 'underConstruction';

export interface EmptyStateProps {
  /** Which of the spec's placeholders to show. */
  kind?: EmptyKind;
  /** Replaces the standard text when a page has something more precise to say. */
  message?: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  hint: { color: tokens.colorNeutralForeground4 },
});

/** The spec's empty-state placeholders: 暂无数据, 未找到与您搜索匹配的项目 (with its hint), 暂无权限, 功能建设中. */
export function EmptyState({ kind = 'noData', message }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" data-empty={kind}>
      <Text size={400}>{message ?? zhCN.empty[kind]}</Text>
      {kind === 'noMatch' && <Text className={styles.hint}>{zhCN.empty.noMatchHint}</Text>}
    </div>
  );
}
