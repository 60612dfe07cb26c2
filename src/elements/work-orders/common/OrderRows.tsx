// The order list the queue pages and 工单查询 share: its error, the virtualised table with selection and the overdue
// tone, and the pager under it. Opening a row calls onOpen, or emits hotline-order-open for the host page.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { WorkflowListItem } from '../../../shared/api/workorder.types.ts';
import { useEmit } from '../../../shared/element/ElementShell.tsx';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { orderRowKey, overdueTone } from './columns.tsx';

/** The page sizes of order lists. */
export const ORDER_PAGE_SIZES: readonly number[] = [20, 50, 100, 200, 500];

export interface OrderRowsProps {
  rows: WorkflowListItem[];
  total: number;
  /** More rows than `total` (the server counts up to a cap). */
  more?: boolean;
  loading: boolean;
  /** The rows answer a search (selects the 未找到 placeholder when empty). */
  searched: boolean;
  error: string;
  columns: ListColumn<WorkflowListItem>[];
  label: string;
  settingsKey: string;
  selected: ReadonlySet<string>;
  onSelectionChange: (keys: Set<string>) => void;
  paging: { page: number; size: number };
  onPaging: (paging: { page: number; size: number }) => void;
  onOpen?: (workflowId: string, processid: string) => void;
  height: number | string;
  /** 刷新 in the table's toolbar: runs the current query again. */
  onRefresh?: () => unknown;
}

export function OrderRows({ rows, total, more, loading, searched, error, columns, label, settingsKey, selected, onSelectionChange, paging, onPaging, onOpen, height, onRefresh }: OrderRowsProps) {
  const emit = useEmit();
  const open = (row: WorkflowListItem) => {
    if (onOpen) onOpen(row.workflowId, row.processid);
    else emit('hotline-order-open', { workflowId: row.workflowId, processid: row.processid });
  };
  return (
    <>
      {error && <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar>}
      <ListTable
        rows={rows}
        columns={columns}
        rowKey={orderRowKey}
        label={label}
        settingsKey={settingsKey}
        selectable
        selected={selected}
        onSelectionChange={onSelectionChange}
        indexOffset={(paging.page - 1) * paging.size}
        loading={loading && rows.length === 0}
        emptyKind={searched ? 'noMatch' : 'noData'}
        onRowClick={open}
        rowTone={overdueTone}
        height={height}
        onRefresh={onRefresh}
      />
      <Pager page={paging.page} size={paging.size} total={total} more={more} sizes={ORDER_PAGE_SIZES} onChange={(page, size) => onPaging({ page, size })} />
    </>
  );
}
