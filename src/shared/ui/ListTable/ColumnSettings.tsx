import { Button } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { zhCN } from '../../i18n/zh-CN.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { retryableLazy } from '../retryableLazy.ts';

export interface ColumnSettingsProps {
  columns: ReadonlyArray<{ key: string; title: string }>;
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
}

// Fluent's Popover (positioning, focus trap, motion) loads on the gear's first click, not with every list.
const ColumnSettingsPopover = retryableLazy(() => import('./ColumnSettingsPopover.tsx').then((m) => ({ default: m.ColumnSettingsPopover })));

/** The column gear: a plain button until first clicked, then the column visibility popover (opened at once). */
export function ColumnSettings(props: ColumnSettingsProps) {
  const [wanted, setWanted] = useState(false);
  const gear = (onClick?: () => void) => (
    <Button appearance="subtle" size="small" icon={<SettingsRegular />} aria-label={zhCN.table.columnSettings} onClick={onClick} />
  );
  if (!wanted) return gear(() => setWanted(true));
  return (
    <ErrorBoundary what={zhCN.table.columnSettings} inline>
      <Suspense fallback={gear()}>
        <ColumnSettingsPopover {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
