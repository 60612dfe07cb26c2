// The column gear's popover, loaded on the gear's first click (ColumnSettings.tsx): it opens at once when loaded.
import { Button, Checkbox, Popover, PopoverSurface, PopoverTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { COLUMN_SETTINGS_WIDTH_PX } from '../../constants.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import type { ColumnSettingsProps } from './ColumnSettings.tsx';

const useStyles = makeStyles({
  surface: { width: `${COLUMN_SETTINGS_WIDTH_PX}px`, boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** The column visibility popover (240 px): one checkbox per column; the last visible column cannot be hidden. */
export function ColumnSettingsPopover({ columns, hidden, onChange }: ColumnSettingsProps) {
  const styles = useStyles();
  const visibleCount = columns.filter((c) => !hidden.has(c.key)).length;
  return (
    <Popover positioning="below-end" trapFocus defaultOpen>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<SettingsRegular />} aria-label={zhCN.table.columnSettings} />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={zhCN.table.columnSettings}>
        {columns.map((column) => {
          const shown = !hidden.has(column.key);
          return (
            <Checkbox
              key={column.key}
              label={column.title}
              checked={shown}
              disabled={shown && visibleCount === 1}
              onChange={(_, data) => {
                const next = new Set(hidden);
                if (data.checked) next.delete(column.key);
                else next.add(column.key);
                onChange(next);
              }}
            />
          );
        })}
      </PopoverSurface>
    </Popover>
  );
}
