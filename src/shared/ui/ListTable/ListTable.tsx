import { Button, Checkbox, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, SearchRegular } from '@fluentui/react-icons';
import { useMemo, useRef, useState, useLayoutEffect, type KeyboardEvent, type ReactNode } from 'react';
import { zhCN } from '../../i18n/zh-CN.ts';
import { EmptyState } from '../EmptyState.tsx';
import { usePageState } from '../pageState.ts';
import { useHasSearchForm, useSearchHidden } from '../searchVisibility.ts';
import { TextCell } from './CellText.tsx';
import { ColumnSettings } from './ColumnSettings.tsx';
import { columnWidth, INDEX_WIDTH_PX, SELECTION_WIDTH_PX } from './columnWidth.ts';
import type { ListSort, ListTableProps } from './ListTable.types.ts';
import { SortHeader } from './SortHeader.tsx';
import { useVisibleRange } from './useVisibleRange.ts';

const HEADER_HEIGHT_PX = 40;

/** Ascending, descending, then back to the list's default order. */
const nextSort = (key: string, order: ListSort['order'] | undefined): ListSort | null =>
  order === undefined ? { key, order: 'asc' } : order === 'asc' ? { key, order: 'desc' } : null;

const pinned = (column: { key: string; pinEnd?: boolean }) => column.pinEnd ?? (column.key === 'operations' || column.key === 'actions');

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  toolbar: { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  scroller: {
    overflow: 'auto',
    // A scrollbar that always shows (macOS hides overlay ones until scrolled): columns beyond the box are visibly there.
    '::-webkit-scrollbar': { width: '10px', height: '10px' },
    '::-webkit-scrollbar-thumb': { backgroundColor: tokens.colorNeutralStroke1, borderRadius: '5px' },
    '::-webkit-scrollbar-track': { backgroundColor: tokens.colorNeutralBackground2 },
    '::-webkit-scrollbar-corner': { backgroundColor: tokens.colorNeutralBackground2 },
    position: 'relative',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  row: { display: 'grid', alignItems: 'center', borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, boxSizing: 'border-box' },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    height: `${HEADER_HEIGHT_PX}px`,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  body: { cursor: 'default', ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover } },
  clickable: { cursor: 'pointer', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' } },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  warning: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  danger: { backgroundColor: tokens.colorPaletteRedBackground1 },
  cell: { padding: `0 ${tokens.spacingHorizontalS}`, minWidth: 0, overflow: 'hidden' },
  // The row's actions stay reachable at 1280 px however many columns scroll away beside them.
  pinned: {
    position: 'sticky', right: 0, alignSelf: 'stretch', display: 'flex', alignItems: 'center', whiteSpace: 'nowrap',
    backgroundColor: tokens.colorNeutralBackground1, boxShadow: `-1px 0 0 ${tokens.colorNeutralStroke3}`,
  },
  // Columns pass under the pinned one while the table is scrolled short of its end: a shadow says so.
  pinnedOver: { boxShadow: `-6px 0 6px -4px ${tokens.colorNeutralShadowAmbient}, -1px 0 0 ${tokens.colorNeutralStroke2}` },
  pinnedHeader: { backgroundColor: tokens.colorNeutralBackground3 },
  center: { display: 'flex', justifyContent: 'center' },
  state: { padding: tokens.spacingVerticalXXL },
});

/**
 * The shared list table: optional selection, 序号 column, column visibility popover, tooltips on cut text,
 * empty placeholders, and virtual rows (only those in view are in the DOM, so 10,000 rows scroll smoothly).
 */
export function ListTable<T>(props: ListTableProps<T>) {
  const { rows, columns, rowKey, label, selectable, selected, onSelectionChange, showIndex = true, indexOffset = 0 } = props;
  const { loading, emptyKind = 'noData', onRowClick, rowTone, height = 480, rowHeight = 40, settingsKey, onRefresh, sort, onSortChange } = props;
  const styles = useStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const [viewportHeight, setViewportHeight] = useState(typeof height === 'number' ? height : 480);
  const defaultHidden = useMemo(() => columns.filter((c) => c.defaultHidden).map((c) => c.key), [columns]);
  const [hiddenList, setHiddenList] = usePageState<string[]>(`columns:${settingsKey ?? label}`, defaultHidden);
  const hidden = useMemo(() => new Set(hiddenList), [hiddenList]);
  const shown = useMemo(() => columns.filter((c) => !hidden.has(c.key)), [columns, hidden]);
  const range = useVisibleRange(rows.length, rowHeight, Math.max(0, viewportHeight - HEADER_HEIGHT_PX));
  const [searchHidden, setSearchHidden] = useSearchHidden();
  const hasSearchForm = useHasSearchForm();
  // Columns hidden under the pinned one: the table is wider than its box and not scrolled to its right end.
  const [covered, setCovered] = useState(false);
  const measureCover = () => {
    const node = scroller.current;
    if (node) setCovered(node.scrollLeft + node.clientWidth < node.scrollWidth - 1);
  };

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    // Applied on the next frame: rows drawn for the new height must not resize the table inside the same observation
    // (Chrome reports that as "ResizeObserver loop completed with undelivered notifications").
    let frame = 0;
    const observer = new ResizeObserver(([entry]) => {
      cancelAnimationFrame(frame);
      if (entry) frame = requestAnimationFrame(() => {
        setViewportHeight(entry.contentRect.height);
        measureCover();
      });
    });
    observer.observe(node);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  const widths = useMemo(() => new Map(shown.map((c) => [c.key, columnWidth(c, rows)])), [shown, rows]);
  const template = [
    ...(selectable ? [`${SELECTION_WIDTH_PX}px`] : []),
    ...(showIndex ? [`${INDEX_WIDTH_PX}px`] : []),
    // A pinned column keeps its width (its actions fold to fit it); the others share what is left beyond their own.
    ...shown.map((c) => (pinned(c) ? `${widths.get(c.key)}px` : `minmax(${widths.get(c.key)}px, 1fr)`)),
  ].join(' ');
  // Below the columns' widths the table scrolls sideways (with a scrollbar that shows) and long text is cut.
  const minWidth = (selectable ? SELECTION_WIDTH_PX : 0) + (showIndex ? INDEX_WIDTH_PX : 0) + shown.reduce((sum, c) => sum + widths.get(c.key)!, 0);
  useLayoutEffect(measureCover, [minWidth]);

  const keys = useMemo(() => rows.map(rowKey), [rows, rowKey]);
  const chosen = selected ?? new Set<string>();
  const chosenHere = keys.filter((k) => chosen.has(k)).length;
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onSelectionChange?.(next);
  };

  // Arrow keys move between rows; Enter opens the focused row.
  const onRowKey = (event: KeyboardEvent<HTMLDivElement>, row: T) => {
    if (event.key === 'Enter' && onRowClick) onRowClick(row);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const sibling = (event.key === 'ArrowDown' ? event.currentTarget.nextElementSibling : event.currentTarget.previousElementSibling) as HTMLElement | null;
    if (sibling) sibling.focus();
    else if (scroller.current) scroller.current.scrollTop += event.key === 'ArrowDown' ? rowHeight : -rowHeight;
  };

  const body = () => {
    // A grid holds only rows: the wait and the empty placeholder sit in a row of their own.
    const message = (content: ReactNode) => (
      <div role="row" aria-rowindex={2}>
        <div role="gridcell" aria-colspan={shown.length + (selectable ? 1 : 0) + (showIndex ? 1 : 0)}>{content}</div>
      </div>
    );
    if (loading) return message(<Spinner className={styles.state} label={zhCN.common.loading} />);
    if (rows.length === 0) return message(<EmptyState kind={emptyKind} />);
    return (
      <div role="rowgroup" style={{ height: range.totalHeight, position: 'relative' }}>
        <div style={{ transform: `translateY(${range.offsetTop}px)` }}>
          {rows.slice(range.first, range.last).map((row, i) => {
            const index = range.first + i;
            const key = keys[index]!;
            const isSelected = chosen.has(key);
            const tone = rowTone?.(row);
            return (
              <div
                key={key}
                role="row"
                aria-rowindex={index + 2}
                aria-selected={selectable ? isSelected : undefined}
                data-row-key={key}
                data-tone={tone}
                tabIndex={onRowClick ? 0 : undefined}
                className={mergeClasses(styles.row, styles.body, onRowClick && styles.clickable, isSelected && styles.selected, tone && styles[tone])}
                style={{ gridTemplateColumns: template, height: rowHeight, minWidth }}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={(event) => onRowKey(event, row)}
              >
                {selectable && (
                  <div role="gridcell" className={mergeClasses(styles.cell, styles.center)} onClick={(event) => event.stopPropagation()}>
                    <Checkbox aria-label={zhCN.table.selectRow(index + 1)} checked={isSelected} onChange={(_, data) => toggle(key, Boolean(data.checked))} />
                  </div>
                )}
                {showIndex && (
                  <div role="gridcell" className={styles.cell}>
                    {indexOffset + index + 1}
                  </div>
                )}
                {shown.map((column) =>
                  column.render ? (
                    <div role="gridcell" key={column.key} className={mergeClasses(styles.cell, pinned(column) && styles.pinned, pinned(column) && covered && styles.pinnedOver)} data-column={column.key}>
                      {column.render(row, index)}
                    </div>
                  ) : (
                    <TextCell key={column.key} column={column.key} className={styles.cell} text={String(column.value?.(row) ?? '')} />
                  ),
                )}
              </div>
            );
          })}
        </div>
      </div>
    );
  };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {selectable && chosen.size > 0 && <span>{zhCN.table.selectedCount(chosen.size)}</span>}
        {hasSearchForm && (
          <Button appearance="subtle" size="small" icon={<SearchRegular />} aria-pressed={searchHidden} title={searchHidden ? zhCN.table.showSearch : zhCN.table.hideSearch}
            aria-label={searchHidden ? zhCN.table.showSearch : zhCN.table.hideSearch} onClick={() => setSearchHidden(!searchHidden)} />
        )}
        {onRefresh && (
          <Button appearance="subtle" size="small" icon={<ArrowClockwiseRegular />} title={zhCN.table.refresh} aria-label={zhCN.table.refresh}
            disabled={loading} onClick={() => void onRefresh()} />
        )}
        <ColumnSettings columns={columns} hidden={hidden} onChange={(next) => setHiddenList([...next])} />
      </div>
      <div
        ref={scroller}
        className={styles.scroller}
        style={{ height }}
        onScroll={(event) => {
          range.onScroll(event);
          measureCover();
        }}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-multiselectable={selectable || undefined}
        aria-busy={loading || undefined}
        // Keyboard users can scroll the list even when no row takes focus (loading, empty, rows not clickable).
        tabIndex={onRowClick && rows.length > 0 && !loading ? undefined : 0}
      >
        <div role="row" aria-rowindex={1} className={mergeClasses(styles.row, styles.header)} style={{ gridTemplateColumns: template, minWidth }}>
          {selectable && (
            <div role="columnheader" className={mergeClasses(styles.cell, styles.center)}>
              <Checkbox
                aria-label={zhCN.table.selectAll}
                checked={chosenHere === 0 ? false : chosenHere === keys.length ? true : 'mixed'}
                disabled={keys.length === 0}
                onChange={(_, data) => onSelectionChange?.(data.checked === true ? new Set([...chosen, ...keys]) : new Set([...chosen].filter((k) => !keys.includes(k))))}
              />
            </div>
          )}
          {showIndex && (
            <div role="columnheader" className={styles.cell}>
              {zhCN.table.index}
            </div>
          )}
          {shown.map((column) => {
            const order = sort?.key === column.key ? sort.order : undefined;
            const sortable = column.sortable && onSortChange;
            return (
              <div role="columnheader" key={column.key} data-column={column.key}
                className={mergeClasses(styles.cell, pinned(column) && mergeClasses(styles.pinned, styles.pinnedHeader, covered && styles.pinnedOver))}
                aria-sort={sortable ? (order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none') : undefined}>
                {sortable
                  ? <SortHeader title={column.title} order={order} onSort={() => onSortChange(nextSort(column.key, order))}>{column.header ?? column.title}</SortHeader>
                  : column.header ?? column.title}
              </div>
            );
          })}
        </div>
        {body()}
      </div>
    </div>
  );
}
