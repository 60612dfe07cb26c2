// 漏单管理: calls nobody answered. An agent calls back, registers an order for the caller, and marks the call handled.
import { Badge, Button, Field, Input, Link, MessageBar, MessageBarActions, MessageBarBody, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useContext, useEffect, useMemo, useState } from 'react';
import type { MissOrder } from '../../../shared/api/workorder.types.ts';
import { useEmit } from '../../../shared/element/ElementShell.tsx';
import { missText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { PageKeyContext, usePageState } from '../../../shared/ui/pageState.ts';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { pageAfterDelete } from '../../../shared/utils/paging.ts';
import { HandleMissDialog } from './HandleMissDialog.tsx';
import { loadMissOrders, useMissOrderView } from './missOrders.store.ts';

const m = missText;
/** The server answers at most 200 missed calls a page. */
const MISS_PAGE_SIZES = [20, 50, 100, 200];
const PHONE_PATTERN = /^[\d-]{1,20}$/;

interface MissFilters {
  phone: string;
  /** '' all, '0' not handled, '1' handled. */
  state: string;
}

// Stable defaults: an agent opens the page to call back the calls still waiting.
const DEFAULT_FILTERS: MissFilters = { phone: '', state: '0' };
const FIRST_PAGE = { page: 1, size: 20 };

export interface MissOrderPageProps {
  /** Opens the registration page for a missed caller; without it the page emits hotline-register-order (as the softphone does). */
  onRegister?: (call: { telNo: string; callId: string }) => void;
  /** Opens the order a call was handled with; without it the page emits hotline-order-open. */
  onOpen?: (workflowId: string) => void;
  /** Height of the list area. */
  listHeight?: number | string;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, minWidth: 0 },
  cellActions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** '来电号码只能包含数字和“-”' for a phone that cannot match, else null. */
export function validateMissPhone(phone: string): string | null {
  return phone.trim() === '' || PHONE_PATTERN.test(phone.trim()) ? null : m.phoneFormat;
}

export function MissOrderPage({ onRegister, onOpen, listHeight = 'calc(100vh - 300px)' }: MissOrderPageProps) {
  const styles = useStyles();
  const notify = useNotify();
  const emit = useEmit();
  const pageKey = useContext(PageKeyContext);
  const key = `${pageKey}:miss`;
  const snap = useMissOrderView(key);
  const [filters, setFilters] = usePageState<MissFilters>('miss:filters', DEFAULT_FILTERS);
  const [paging, setPaging] = usePageState('miss:paging', FIRST_PAGE);
  const [draft, setDraft] = useState<MissFilters>(filters);
  const [phoneError, setPhoneError] = useState('');
  const [handling, setHandling] = useState<MissOrder | null>(null);

  const reload = () => {
    const phone = filters.phone.trim();
    void loadMissOrders(key, { page: paging.page, size: paging.size, ...(phone ? { phone } : {}), ...(filters.state ? { state: Number(filters.state) } : {}) });
  };
  // Loads again whenever the conditions or the page change (reload reads them).
  useEffect(reload, [key, filters, paging.page, paging.size]);

  const search = () => {
    const wrong = validateMissPhone(draft.phone);
    setPhoneError(wrong ?? '');
    if (wrong) return;
    setFilters({ phone: draft.phone.trim(), state: draft.state });
    setPaging({ ...paging, page: 1 });
  };
  const reset = () => {
    setDraft(DEFAULT_FILTERS);
    setPhoneError('');
    setFilters(DEFAULT_FILTERS);
    setPaging({ ...paging, page: 1 });
  };

  const register = (call: MissOrder) => {
    const detail = { telNo: call.phone, callId: call.callId ?? '' };
    if (onRegister) onRegister(detail);
    else emit('hotline-register-order', { ...detail, numberFlag: '' });
  };
  const open = (workflowId: string) => (onOpen ? onOpen(workflowId) : emit('hotline-order-open', { workflowId }));

  const handled = () => {
    setHandling(null);
    notify.success(m.handled);
    // A handled call leaves the 未处理 list: step back when it was the last one on the page.
    const page = filters.state === '0' ? pageAfterDelete({ page: paging.page, pageSize: paging.size, total: snap.total }) : paging.page;
    if (page !== paging.page) setPaging({ ...paging, page });
    else reload();
  };

  const columns = useMemo<ListColumn<MissOrder>[]>(() => [
    { key: 'phone', title: m.phone, value: (r) => r.phone, width: 130 },
    { key: 'callTime', title: m.callTime, value: (r) => r.callTime, width: 160 },
    { key: 'landline', title: m.landline, value: (r) => r.landlineNumber },
    {
      key: 'state', title: m.state, width: 100,
      render: (r) => <Badge appearance="tint" color={r.state === 0 ? 'warning' : 'success'} data-state={r.state}>{m.states[r.state] ?? ''}</Badge>,
    },
    { key: 'handleResult', title: m.handleResult, value: (r) => r.handleResult, width: 200 },
    {
      key: 'workflowId', title: m.workflowId, width: 170,
      render: (r) => (r.workflowId ? <Link as="button" onClick={() => open(r.workflowId!)}>{r.workflowId}</Link> : null),
    },
    { key: 'handledBy', title: m.handledBy, value: (r) => r.handledByName },
    { key: 'handleTime', title: m.handleTime, value: (r) => r.handleTime, width: 160, defaultHidden: true },
    {
      key: 'operations', title: m.operations, width: 190,
      render: (r) => (r.state === 0 ? (
        <span className={styles.cellActions}>
          <Button size="small" appearance="primary" aria-label={m.registerFor(r.phone)} data-register={r.id} onClick={() => register(r)}>{m.register}</Button>
          <Button size="small" aria-label={m.handleFor(r.phone)} data-handle={r.id} onClick={() => setHandling(r)}>{m.handle}</Button>
        </span>
      ) : null),
    },
  ], [onOpen, onRegister, styles.cellActions]);

  const rows = snap.rows as MissOrder[];
  return (
    <section className={styles.page} aria-label={m.title} data-miss-orders>
      <SearchPanel onSearch={search} onReset={reset} busy={snap.loading}>
        <Field label={m.phone} validationMessage={phoneError}>
          <Input name="phone" value={draft.phone} inputMode="tel" onChange={(_, v) => { setDraft({ ...draft, phone: v.value }); setPhoneError(''); }} />
        </Field>
        <Field label={m.state}>
          <Select name="state" value={draft.state} onChange={(_, v) => setDraft({ ...draft, state: v.value })}>
            <option value="">{m.all}</option>
            <option value="0">{m.states[0]}</option>
            <option value="1">{m.states[1]}</option>
          </Select>
        </Field>
      </SearchPanel>
      {snap.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{snap.error}</MessageBarBody>
          <MessageBarActions><Button size="small" onClick={reload}>{zhCN.common.retry}</Button></MessageBarActions>
        </MessageBar>
      )}
      {/* A failed first load says so instead of 暂无数据. */}
      {!(snap.error && rows.length === 0) && <ListTable onRefresh={reload}
        rows={rows}
        columns={columns}
        rowKey={(r) => String(r.id)}
        label={m.listLabel}
        settingsKey="missOrders"
        indexOffset={(paging.page - 1) * paging.size}
        loading={snap.loading && rows.length === 0}
        emptyKind={snap.searched ? 'noMatch' : 'noData'}
        height={listHeight}
      />}
      <Pager page={paging.page} size={paging.size} total={snap.total} sizes={MISS_PAGE_SIZES} onChange={(page, size) => setPaging({ page, size })} />
      {handling && <HandleMissDialog call={handling} onDone={handled} onCancel={() => setHandling(null)} />}
    </section>
  );
}
