// A tree table for the admin screens (部门管理, 菜单管理, …): Fluent Table rows indented by depth, a chevron per branch
// (a button: Tab reaches it, Enter/Space or ArrowRight/ArrowLeft open and close it), and only the rows in view drawn
// when the open tree is long, so a few thousand rows scroll as fast as a few.
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { treeTableText } from '../../../../shared/i18n/tree-table.zh-CN.ts';
import { filterTree, type PickerNode } from '../../../../shared/ui/treeFilter.ts';
import { minColumnWidth } from '../../../../shared/utils/table.ts';

/** A node of the tree: an id, a name (searched and labelled by), and its children. */
export interface TreeTableNode {
  id: number | string;
  name: string;
  children?: readonly TreeTableNode[];
}

export interface TreeTableColumn<T> {
  key: string;
  header: string;
  /** Width in px, never below the spec's minimum for the header; the tree column takes what is left. */
  width?: number;
  /** Kept in view at the right edge when the table scrolls sideways; default: the 操作 column (key 'actions'). */
  pinEnd?: boolean;
  render: (row: T) => ReactNode;
}

export interface TreeTableProps<T extends TreeTableNode> {
  nodes: readonly T[];
  /** The first column's header; the column shows the indentation, the chevron and `renderName` (default: the name). */
  nameHeader: string;
  renderName?: (row: T) => ReactNode;
  columns: readonly TreeTableColumn<T>[];
  /** Ids (as strings) of the open branches. */
  expanded: ReadonlySet<string>;
  onToggle: (id: string, open: boolean) => void;
  /** The table's accessible name. */
  label: string;
  /** Extra attributes of a row, e.g. a data-* hook. */
  rowProps?: (row: T) => Record<string, string | number>;
  /** Id (as a string) of the row to highlight and scroll into view (a row just added). */
  selectedId?: string;
}

export interface VisibleRow<T> {
  node: T;
  depth: number;
  branch: boolean;
  open: boolean;
}

const ROW_HEIGHT = 40;
const INDENT_PX = 20;
/** Beyond this many open rows only those in view (and a margin) are drawn. */
const WINDOW_FROM = 150;
const OVERSCAN = 10;

const childrenOf = <T extends TreeTableNode>(node: T) => (node.children ?? []) as readonly T[];

/** The rows an open tree shows, in order, with their depth. */
export function visibleRows<T extends TreeTableNode>(nodes: readonly T[], expanded: ReadonlySet<string>): VisibleRow<T>[] {
  const out: VisibleRow<T>[] = [];
  const walk = (list: readonly T[], depth: number) => {
    for (const node of list) {
      const kids = childrenOf(node);
      const open = kids.length > 0 && expanded.has(String(node.id));
      out.push({ node, depth, branch: kids.length > 0, open });
      if (open) walk(kids, depth + 1);
    }
  };
  walk(nodes, 0);
  return out;
}

/** Ids of every node with children (展开全部). */
export function branchIds(nodes: readonly TreeTableNode[]): Set<string> {
  const ids = new Set<string>();
  const walk = (list: readonly TreeTableNode[]) => list.forEach((n) => {
    if (n.children?.length) {
      ids.add(String(n.id));
      walk(n.children);
    }
  });
  walk(nodes);
  return ids;
}

/** Nodes whose name holds the keyword, with their ancestors (opened) — the tree pickers' filter, kept to the table's node type. */
export function searchTree<T extends TreeTableNode>(nodes: readonly T[], keyword: string): { nodes: T[]; open: Set<string> } {
  const found = filterTree(nodes as readonly PickerNode[], keyword);
  return { nodes: found.nodes as unknown as T[], open: found.open };
}

export type Nested<R> = R & { children: Nested<R>[] };

/** Flat rows with id and pid -> nested nodes (siblings keep the rows' order; a row whose parent is missing is a root). */
export function nestRows<R extends { id: number; pid: number }>(rows: readonly R[]): Nested<R>[] {
  const byId = new Map<number, Nested<R>>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: Nested<R>[] = [];
  for (const node of byId.values()) {
    const parent = node.pid === node.id ? undefined : byId.get(node.pid);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The tree column never shrinks below this: narrower screens scroll the table sideways instead of hiding names. */
const NAME_MIN_WIDTH = 240;

const widthOf = (c: TreeTableColumn<never>) => Math.max(c.width ?? 0, minColumnWidth(c.header));
const pinned = (c: TreeTableColumn<never>) => c.pinEnd ?? c.key === 'actions';

const useStyles = makeStyles({
  scroller: {
    overflow: 'auto', maxHeight: 'calc(100vh - 240px)', minHeight: '160px', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium,
    // The table's width never widens the page: the box keeps the page's width and scrolls sideways instead.
    contain: 'inline-size',
    '::-webkit-scrollbar': { width: '10px', height: '10px' },
    '::-webkit-scrollbar-thumb': { backgroundColor: tokens.colorNeutralStroke1, borderRadius: '5px' },
    '::-webkit-scrollbar-track': { backgroundColor: tokens.colorNeutralBackground2 },
    '::-webkit-scrollbar-corner': { backgroundColor: tokens.colorNeutralBackground2 },
  },
  // The row's actions stay in view at 1280 px; a shadow shows columns passing under them.
  pinned: { position: 'sticky', right: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1, boxShadow: `-1px 0 0 ${tokens.colorNeutralStroke3}` },
  pinnedOver: { boxShadow: `-6px 0 6px -4px ${tokens.colorNeutralShadowAmbient}, -1px 0 0 ${tokens.colorNeutralStroke2}` },
  table: { tableLayout: 'fixed' },
  head: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  row: { height: `${ROW_HEIGHT}px` },
  cell: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  nameCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  chevron: { flexShrink: 0 },
  leafSpacer: { width: '24px', flexShrink: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  selected: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
});

export function TreeTable<T extends TreeTableNode>({ nodes, nameHeader, renderName, columns, expanded, onToggle, label, rowProps, selectedId }: TreeTableProps<T>) {
  const styles = useStyles();
  const rows = useMemo(() => visibleRows(nodes, expanded), [nodes, expanded]);
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(800);
  const windowed = rows.length > WINDOW_FROM;
  const [covered, setCovered] = useState(false);
  const measureCover = () => {
    const el = scroller.current;
    if (el) setCovered(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
  };
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    measureCover();
    const observer = new ResizeObserver(() => measureCover());
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // The chosen row comes into view once it is among the rows (its parent's level may still be loading).
  const selectedIndex = selectedId === undefined ? -1 : rows.findIndex((r) => String(r.node.id) === selectedId);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || selectedIndex < 0) return;
    const top = selectedIndex * ROW_HEIGHT;
    if (top < el.scrollTop || top + 2 * ROW_HEIGHT > el.scrollTop + el.clientHeight) el.scrollTop = Math.max(0, top - el.clientHeight / 2);
  }, [selectedIndex]);
  // Rows opening or loading may widen the table: look again after each render (an unchanged answer renders nothing).
  useLayoutEffect(measureCover);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !windowed) return undefined;
    setViewport(el.clientHeight || 800);
    const observer = new ResizeObserver(() => setViewport(el.clientHeight || 800));
    observer.observe(el);
    return () => observer.disconnect();
  }, [windowed]);

  const first = windowed ? Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN) : 0;
  const last = windowed ? Math.min(rows.length, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN) : rows.length;
  const colSpan = columns.length + 1;
  const pinClass = (c: TreeTableColumn<T>) => (pinned(c as TreeTableColumn<never>) ? mergeClasses(styles.pinned, covered && styles.pinnedOver) : undefined);

  const chevronKeys = (event: KeyboardEvent, row: VisibleRow<T>) => {
    if (event.key === 'ArrowRight' && !row.open) onToggle(String(row.node.id), true);
    else if (event.key === 'ArrowLeft' && row.open) onToggle(String(row.node.id), false);
    else return;
    event.preventDefault();
  };

  return (
    <div ref={scroller} className={styles.scroller} onScroll={(e) => {
      if (windowed) setScrollTop(e.currentTarget.scrollTop);
      measureCover();
    }}>
      <Table size="small" aria-label={label} className={styles.table} style={{ minWidth: columns.reduce((sum, c) => sum + widthOf(c as TreeTableColumn<never>), NAME_MIN_WIDTH) }}>
        <TableHeader className={styles.head}>
          <TableRow>
            <TableHeaderCell style={{ width: NAME_MIN_WIDTH }}>{nameHeader}</TableHeaderCell>
            {columns.map((c) => (
              <TableHeaderCell key={c.key} data-column={c.key} style={{ width: widthOf(c as TreeTableColumn<never>) }} className={pinClass(c)}>{c.header}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {first > 0 && <tr aria-hidden style={{ height: first * ROW_HEIGHT }}><td colSpan={colSpan} /></tr>}
          {rows.slice(first, last).map((row) => {
            const id = String(row.node.id);
            return (
              <TableRow key={id} className={mergeClasses(styles.row, id === selectedId && styles.selected)} data-tree-row={id} data-depth={row.depth}
                aria-selected={id === selectedId || undefined} {...rowProps?.(row.node)}>
                <TableCell className={styles.cell}>
                  <div className={styles.nameCell} style={{ paddingInlineStart: row.depth * INDENT_PX }}>
                    {row.branch ? (
                      <Button
                        className={styles.chevron}
                        size="small"
                        appearance="subtle"
                        icon={row.open ? <ChevronDownRegular /> : <ChevronRightRegular />}
                        aria-expanded={row.open}
                        aria-label={row.open ? treeTableText.collapseRow(row.node.name) : treeTableText.expandRow(row.node.name)}
                        onClick={() => onToggle(id, !row.open)}
                        onKeyDown={(event) => chevronKeys(event, row)}
                      />
                    ) : <span className={styles.leafSpacer} />}
                    <span className={styles.name} title={row.node.name}>{renderName ? renderName(row.node) : row.node.name}</span>
                  </div>
                </TableCell>
                {columns.map((c) => <TableCell key={c.key} data-column={c.key} className={mergeClasses(styles.cell, pinClass(c))}>{c.render(row.node)}</TableCell>)}
              </TableRow>
            );
          })}
          {last < rows.length && <tr aria-hidden style={{ height: (rows.length - last) * ROW_HEIGHT }}><td colSpan={colSpan} /></tr>}
        </TableBody>
      </Table>
    </div>
  );
}
