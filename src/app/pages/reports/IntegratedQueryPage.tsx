// 综合查询 (report/integrated/index): orders and their calls by any combination of conditions (the advanced ones fold
// away), the paged result (total capped) with each order's detail one click away, saved query sets, export.
import {
  Badge, Button, Field, Input, Link, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, MessageBar, MessageBarBody, Select, Spinner,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { DeptNode } from '../../../shared/api/types.ts';
import type { IntegratedRow } from '../../../shared/api/contracts/integrated.ts';
import { integratedText as t } from '../../../shared/i18n/integrated.zh-CN.ts';
import { ORDER_FIELDS } from '../../../shared/protocol/orderFields.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { Permission } from '../../../shared/ui/Permission.tsx';
import { DateField } from '../../../shared/ui/DateField.tsx';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { orderDetailPath } from '../../routing/staticRoutes.ts';
import { useListPageStyles } from '../system/common/pageStyles.ts';
import { QuerySetDialogs, type SetDialog } from './QuerySetDialogs.tsx';
import { DEFAULT_RANGE_DAYS, PAGE_SIZES, useIntegratedQuery, type SearchField } from './useIntegratedQuery.ts';

/** Tree rows as indented options ('　' per level), parents first. */
function flatten<T extends { id: number; pid: number; name: string }>(rows: readonly T[]): Array<{ id: number; label: string }> {
  const byParent = new Map<number, T[]>();
  for (const r of rows) byParent.set(r.pid, [...(byParent.get(r.pid) ?? []), r]);
  const ids = new Set(rows.map((r) => r.id));
  const out: Array<{ id: number; label: string }> = [];
  const walk = (r: T, depth: number) => {
    out.push({ id: r.id, label: `${'　'.repeat(depth)}${r.name}` });
    for (const c of byParent.get(r.id) ?? []) walk(c, depth + 1);
  };
  for (const r of rows) if (!ids.has(r.pid)) walk(r, 0);
  return out;
}

function flattenDepts(nodes: readonly DeptNode[], depth = 0): Array<{ id: number; label: string }> {
  return nodes.flatMap((n) => [{ id: n.id, label: `${'　'.repeat(depth)}${n.name}` }, ...flattenDepts(n.children, depth + 1)]);
}

export default function IntegratedQueryPage() {
  const styles = useListPageStyles();
  const [, navigate] = useLocation();
  const p = useIntegratedQuery();
  const [dialog, setDialog] = useState<SetDialog>(null);

  const eventTypes = useMemo(() => flatten(p.choices?.eventTypes ?? []), [p.choices]);
  const regions = useMemo(() => flatten(p.choices?.regions ?? []), [p.choices]);
  const depts = useMemo(() => flattenDepts(p.depts), [p.depts]);

  const open = (r: IntegratedRow) => navigate(orderDetailPath(r.workflowId));
  const columns = useMemo<ListColumn<IntegratedRow>[]>(() => [
    { key: 'workflowId', title: t.workflowId, width: 180, render: (r) => <Link onClick={() => open(r)} aria-label={t.detailOf(r.workflowId)}>{r.workflowId}</Link> },
    { key: 'createTime', title: t.createTime, value: (r) => r.createTime, width: 160 },
    { key: 'citizenName', title: t.citizenName, value: (r) => r.citizenName, width: 90 },
    { key: 'phone', title: t.phone, value: (r) => r.phone, width: 120 },
    { key: 'appealType', title: t.appealType, value: (r) => r.appealTypeName, width: 80 },
    { key: 'eventType', title: t.eventType, value: (r) => r.eventTypeName, width: 120 },
    { key: 'region', title: t.region, value: (r) => r.regionName, width: 100, defaultHidden: true },
    { key: 'content', title: t.content, value: (r) => r.content, width: 260 },
    { key: 'status', title: t.status, value: (r) => r.statusName, width: 90 },
    { key: 'mainDept', title: t.mainDept, value: (r) => r.mainDeptName, width: 130 },
    { key: 'subDept', title: t.subDept, value: (r) => r.subDeptName, width: 130, defaultHidden: true },
    { key: 'deadline', title: t.deadline, value: (r) => r.deadline, width: 160, defaultHidden: true },
    { key: 'finishTime', title: t.finishTime, value: (r) => r.finishTime, width: 160, defaultHidden: true },
    {
      key: 'overdue', title: t.overdue, width: 80,
      render: (r) => (r.overdue ? <Badge appearance="tint" color="danger">{t.overdueYes}</Badge> : t.no),
    },
    { key: 'reworkCount', title: ORDER_FIELDS.reworkCount.label, value: (r) => r.reworkCount, width: 80 },
    { key: 'callback', title: t.callbackResult, value: (r) => r.callbackResultName, width: 90 },
    { key: 'callTime', title: t.callTime, value: (r) => r.callTime, width: 160, defaultHidden: true },
    { key: 'callAgent', title: t.callAgent, value: (r) => r.callAgent, width: 120, defaultHidden: true },
    { key: 'creator', title: t.creator, value: (r) => r.creatorName, width: 90, defaultHidden: true },
    {
      key: 'operations', title: t.operations, width: 80, pinEnd: true,
      render: (r) => <Button size="small" appearance="subtle" aria-label={t.detailOf(r.workflowId)} onClick={() => open(r)}>{t.detail}</Button>,
    },
  ], []);

  const text = (name: SearchField, label: string, hint?: string, maxLength = 30) => (
    <Field key={name} label={label} validationMessage={p.problems[name]} validationState={p.problems[name] ? 'error' : 'none'}>
      <Input name={name} value={p.draft[name]} maxLength={maxLength} placeholder={hint} onChange={(_, d) => p.setField(name, d.value)} />
    </Field>
  );
  const date = (name: SearchField, label: string, labelNote?: string) => (
    <DateField key={name} name={name} label={label} value={p.draft[name]} onChange={(v) => p.setField(name, v)} validationMessage={p.problems[name]} labelNote={labelNote} />
  );
  const choice = (name: SearchField, label: string, options: ReadonlyArray<{ value: string | number; label: string }>) => (
    <Field key={name} label={label}>
      <Select name={name} value={p.draft[name]} onChange={(_, d) => p.setField(name, d.value)}>
        <option value="">{t.all}</option>
        {options.map((o) => <option key={o.value} value={String(o.value)}>{o.label}</option>)}
      </Select>
    </Field>
  );

  return (
    <section className={styles.page} aria-label={t.title} data-integrated-query-page>
      {p.choicesError && <LoadErrorBar message={`${t.choicesFailed}：${p.choicesError}`} onRetry={p.reloadChoices} />}
      <SearchPanel onSearch={p.runSearch} onReset={p.reset} busy={p.loading} visibleFields={6}>
        {text('workflowId', t.workflowId, t.workflowIdHint, 32)}
        {text('phone', t.phone, t.phoneHint, 21)}
        {text('words', t.words, t.wordsHint, 50)}
        {choice('status', t.status, p.choices?.statuses ?? [])}
        {date('createdFrom', t.createdFrom, t.defaultRange(DEFAULT_RANGE_DAYS))}
        {date('createdTo', t.createdTo)}
        {choice('appealType', t.appealType, p.choices?.appealTypes ?? [])}
        {choice('eventTypeId', t.eventType, eventTypes.map((e) => ({ value: e.id, label: e.label })))}
        {choice('regionId', t.region, regions.map((e) => ({ value: e.id, label: e.label })))}
        {choice('deptId', t.dept, depts.map((e) => ({ value: e.id, label: e.label })))}
        {choice('overdue', t.overdue, [{ value: 1, label: t.overdueYes }, { value: 0, label: t.overdueNo }])}
        {choice('callbackResult', t.callbackResult, p.choices?.callbackResults ?? [])}
        {date('finishedFrom', t.finishedFrom)}
        {date('finishedTo', t.finishedTo)}
        {date('deadlineFrom', t.deadlineFrom)}
        {date('deadlineTo', t.deadlineTo)}
        {choice('fromCall', t.fromCall, [{ value: 1, label: t.fromCallYes }, { value: 0, label: t.fromCallNo }])}
        {text('callAgent', t.callAgent, t.callAgentHint, 30)}
        {date('callFrom', t.callFrom)}
        {date('callTo', t.callTo)}
      </SearchPanel>
      <div className={styles.toolbar}>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button icon={p.setsLoading ? <Spinner size="tiny" /> : undefined}>{t.sets}</Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {p.setsError && <MenuItem disabled>{t.setsLoadFailed}</MenuItem>}
              {!p.setsError && p.sets.length === 0 && <MenuItem disabled>{t.setsEmpty}</MenuItem>}
              {p.sets.map((set) => (
                <MenuItem key={set.id} aria-label={t.applySet(set.name)} onClick={() => p.applySet(set)}>{set.name}</MenuItem>
              ))}
              <MenuDivider />
              <MenuItem onClick={() => setDialog({ kind: 'save' })}>{t.saveSet}</MenuItem>
              <MenuItem disabled={p.sets.length === 0} onClick={() => setDialog({ kind: 'manage' })}>{t.manageSets}</MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
        <Permission value={['report:integrated:export']}>
          <Button icon={p.exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={p.exporting} title={t.exportHint}
            onClick={() => void p.runExport()}>{p.exporting ? t.exporting : t.export}</Button>
        </Permission>
      </div>
      {p.refused && <MessageBar intent="warning" data-search-refused><MessageBarBody>{t.refused}</MessageBarBody></MessageBar>}
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      {p.more && <MessageBar intent="info"><MessageBarBody>{t.tooMany}</MessageBarBody></MessageBar>}
      <ListTable
        rows={p.records}
        columns={columns}
        rowKey={(r) => r.workflowId}
        label={t.title}
        indexOffset={(p.paging.page - 1) * p.paging.size}
        loading={p.loading && p.records.length === 0}
        emptyKind={p.filtered ? 'noMatch' : 'noData'}
        height="calc(100vh - 420px)"
        settingsKey="integrated-query"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={PAGE_SIZES} onChange={p.showPage} />
      <QuerySetDialogs dialog={dialog} onChange={setDialog} sets={p.sets} onSave={p.saveSet} onRename={p.renameSet} onDelete={p.deleteSet} />
    </section>
  );
}
