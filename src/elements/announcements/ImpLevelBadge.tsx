// Importance of an announcement: 特别重要 red, 一般重要 orange, 一般 grey-blue.
import { Badge } from '@fluentui/react-components';
import type { ImpLevel } from '../../shared/api/notice.types.ts';
import { IMP_LEVEL_NAMES } from '../../shared/api/notice.types.ts';

const COLORS = { 1: 'danger', 2: 'warning', 3: 'informative' } as const;

export function ImpLevelBadge({ level }: { level: ImpLevel }) {
  return (
    <Badge appearance="tint" color={COLORS[level] ?? 'informative'} data-imp-level={level}>
      {IMP_LEVEL_NAMES[level] ?? ''}
    </Badge>
  );
}
