// The list-page shell: search panel with the declared fields, toolbar, load error, table with the declared columns and
// the 操作 buttons, pager, delete confirmation; the page adds its own dialogs as children.
import { Button, Field, Input, Select, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { ListTable, RowActions, columnWidth, type CellAction, type ListColumn } from '../ListTable/index.ts';
import { LoadErrorBar } from '../LoadErrorBar.tsx';
import { Pager } from '../Pager.tsx';
import { Permission } from '../Permission.tsx';
import { SearchPanel } from '../SearchPanel.tsx';
import {
  ADMIN_PAGE_SIZES, type AdminListPageProps, type AdminListView, type ListRow, type RowAction, type SearchField, type SearchValues, type ToolbarAction,
} from './AdminList.types.ts';
import { useListPageStyles } from './useAdminListStyles.styles.ts';
import { DateField } from '../DateField.tsx';

const DEFAULT_TABLE_HEIGHT = 'calc(100vh - 330px)';

function renderField<Search extends SearchValues>(field: SearchField<Search>, list: AdminListView<unknown, Search>): ReactNode {
  const value = list.draft[field.name] ?? '';
  const set = (next: string) => list.setField(field.name, next);
  if (field.kind === 'date') return <DateField key={field.name} name={field.name} label={field.label} value={value} onChange={set} />;
  const control = field.kind === 'select'
    ? (
      <Select name={field.name} value={value} onChange={(_, d) => set(d.value)}>
        {field.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </Select>
    )
    : <Input name={field.name} value={value} maxLength={field.maxLength} placeholder={field.placeholder} onChange={(_, d) => set(d.value)} />;
  return <Field key={field.name} label={field.label}>{control}</Field>;
}

function renderAction(action: ToolbarAction): ReactNode {
  return (
    <Permission key={action.label} value={[action.permission]}>
      <Button appearance={action.primary ? 'primary' : undefined} icon={action.busy ? <Spinner size="tiny" /> : action.icon}
        disabled={action.busy} title={action.title} onClick={action.onClick}>{action.label}</Button>
    </Permission>
  );
}

/** The row's visible actions as the 操作 cell shows them. */
function cellActions<Row>(actions: ReadonlyArray<RowAction<Row>>, row: Row): CellAction[] {
  return actions.filter((a) => !a.visible || a.visible(row)).map((a) => ({
    label: typeof a.label === 'function' ? a.label(row) : a.label,
    ariaLabel: a.ariaLabel(row),
    disabled: a.disabled?.(row),
    busy: a.busy?.(row),
    onClick: () => a.onClick(row),
  }));
}

export function AdminListPage<Row extends ListRow, Search extends SearchValues>(props: AdminListPageProps<Row, Search>) {
  const styles = useListPageStyles();
  const { list, rowActions, deleteConfirm } = props;
  const actionsWidth = rowActions ? columnWidth({ key: 'operations', title: rowActions.title, width: rowActions.width }) : 0;
  const columns: ReadonlyArray<ListColumn<Row>> = rowActions
    ? [...props.columns, {
      key: 'operations', title: rowActions.title, width: actionsWidth,
      render: (row) => <RowActions actions={cellActions(rowActions.actions, row)} width={actionsWidth} />,
    }]
    : props.columns;

  const body = (
    <>
      <SearchPanel onSearch={list.runSearch} onReset={list.reset} busy={list.loading}>
        {props.fields.map((f) => renderField(f, list as AdminListView<unknown, Search>))}
      </SearchPanel>
      {props.actions && props.actions.length > 0 && <div className={styles.toolbar}>{props.actions.map(renderAction)}</div>}
      {props.alerts}
      {list.error && <LoadErrorBar message={props.errorMessage ? props.errorMessage(list.error) : list.error} onRetry={list.reload} />}
      {props.notes}
      <ListTable
        rows={list.records}
        columns={columns}
        rowKey={(r) => String(r.id)}
        label={props.tableLabel ?? props.title}
        selectable={props.selectable}
        selected={list.selected}
        onSelectionChange={list.setSelected}
        indexOffset={(list.paging.page - 1) * list.paging.size}
        loading={list.loading && list.records.length === 0}
        emptyKind={list.filtered ? 'noMatch' : 'noData'}
        height={props.tableHeight ?? DEFAULT_TABLE_HEIGHT}
        settingsKey={props.settingsKey}
        onRefresh={list.reload}
        sort={props.sort}
        onSortChange={props.onSortChange}
      />
      <Pager page={list.paging.page} size={list.paging.size} total={list.total} sizes={ADMIN_PAGE_SIZES} onChange={list.showPage} />
    </>
  );
  const dialogs = (
    <>
      {props.children}
      {deleteConfirm && (
        <ConfirmDialog
          open={list.toDelete !== null}
          title={deleteConfirm.title}
          message={deleteConfirm.message(list.toDelete ?? [])}
          busy={list.deleting}
          busySpinner={deleteConfirm.busySpinner}
          onConfirm={list.remove}
          onCancel={() => list.setToDelete(null)}
        />
      )}
    </>
  );
  const marker = { [`data-${props.marker}`]: true };

  if (props.aside) {
    return (
      <section className={styles.withAside} aria-label={props.title} {...marker}>
        {props.aside}
        <div className={styles.main}>{body}</div>
        {dialogs}
      </section>
    );
  }
  return props.region === false
    ? <div className={styles.page} {...marker}>{body}{dialogs}</div>
    : <section className={styles.page} aria-label={props.title} {...marker}>{body}{dialogs}</section>;
}
