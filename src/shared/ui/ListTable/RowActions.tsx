// A row's action buttons in one line: those that fit the column show, the rest fold into a ⋯ menu.
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { zhCN } from '../../i18n/zh-CN.ts';
import { CELL_PADDING_PX, textWidth } from './columnWidth.ts';

/** One button of a row's 操作 cell. */
export interface CellAction {
  label: string;
  /** Names the row, so each button says what it acts on. */
  ariaLabel: string;
  onClick: () => void;
  icon?: ReactElement;
  disabled?: boolean;
  /** Runs for this row: a spinner, disabled. */
  busy?: boolean;
}

// Fluent's small button: 12 px text, 8 px padding each side, 1 px border, at least 64 px; an icon adds 20 px and a gap.
const SMALL_BUTTON_MIN_PX = 64;
const ICON_PX = 24;
const GAP_PX = 4;
const MORE_BUTTON_PX = 24;

/** Width of a small button with this label (and icon). */
export function actionButtonWidth(action: Pick<CellAction, 'label' | 'icon' | 'busy'>): number {
  return Math.max(SMALL_BUTTON_MIN_PX, textWidth(action.label, 12) + 18 + (action.icon || action.busy ? ICON_PX : 0));
}

/** Width a cell needs to show all these actions in one line. */
export function actionsWidth(actions: ReadonlyArray<Pick<CellAction, 'label' | 'icon' | 'busy'>>): number {
  return actions.reduce((sum, a, i) => sum + actionButtonWidth(a) + (i > 0 ? GAP_PX : 0), 0) + CELL_PADDING_PX;
}

/** How many actions show before the ⋯ menu in a column this wide: all when they fit, else as many as fit beside ⋯. */
export function shownActionCount(actions: ReadonlyArray<Pick<CellAction, 'label' | 'icon' | 'busy'>>, columnWidth: number): number {
  if (actionsWidth(actions) <= columnWidth) return actions.length;
  let used = CELL_PADDING_PX + MORE_BUTTON_PX;
  let count = 0;
  for (const action of actions) {
    used += actionButtonWidth(action) + GAP_PX;
    if (used > columnWidth) break;
    count += 1;
  }
  return count;
}

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: `${GAP_PX}px`, whiteSpace: 'nowrap', minWidth: 0 },
  button: { flexShrink: 0 },
});

/** The actions of one row in a column `width` px wide; the folded ones are items of a Fluent menu behind ⋯. */
export function RowActions({ actions, width }: { actions: readonly CellAction[]; width: number }) {
  const styles = useStyles();
  const count = shownActionCount(actions, width);
  const folded = actions.slice(count);
  return (
    <span className={styles.actions} data-row-actions="">
      {actions.slice(0, count).map((a) => (
        <Button key={a.label} className={styles.button} size="small" appearance="subtle" aria-label={a.ariaLabel} disabled={a.busy || a.disabled}
          icon={a.busy ? <Spinner size="extra-tiny" /> : a.icon} onClick={a.onClick}>
          {a.label}
        </Button>
      ))}
      {folded.length > 0 && (
        <Menu positioning="below-end">
          <MenuTrigger disableButtonEnhancement>
            <Button className={styles.button} size="small" appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={zhCN.table.moreActions}
              title={zhCN.table.moreActions} data-more-actions="" onClick={(event) => event.stopPropagation()} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {folded.map((a) => (
                <MenuItem key={a.label} icon={a.icon} aria-label={a.ariaLabel} disabled={a.busy || a.disabled} onClick={a.onClick}>{a.label}</MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </span>
  );
}
