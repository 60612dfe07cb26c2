// 协办单位 of a dispatch (派遣, 登记并派遣): level-1 departments other than the lead, each with its days; when the lead is
// the one the 派单目录 names for the appeal, its assisting departments are pre-filled with the entry's time limit.
import { Button, Caption1, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { AssistCatalogueEntry } from '../../../shared/api/workorder.types.ts';
import { orderDetailText } from '../../../shared/i18n/zh-CN.ts';
import { readAssists, writeAssists } from './assists.ts';
import { useMainDepts } from './reference.store.ts';

const d = orderDetailText;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'grid', gridTemplateColumns: '1fr 96px auto', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export interface AssistDeptsFieldProps {
  /** The chosen lead (主办单位), or null before one is chosen. */
  leadDeptId: number | null;
  /** The drafts as text (assists.ts). */
  value: string;
  onChange: (value: string) => void;
  /** Days a newly added department starts with (the order's time limit). */
  defaultDays: number;
  /** The 派单目录 entry for a lead (null: none applies). */
  lookup: (leadDeptId: number, signal: AbortSignal) => Promise<AssistCatalogueEntry>;
  error?: string;
}

export function AssistDeptsField({ leadDeptId, value, onChange, defaultDays, lookup, error }: AssistDeptsFieldProps) {
  const styles = useStyles();
  const depts = useMainDepts();
  const list = readAssists(value);
  const [note, setNote] = useState('');
  // Pre-filling replaces only what an earlier pre-fill put there, never the dispatcher's own choice.
  const prefilled = useRef(value === '');
  const latest = useRef({ value, onChange, lookup, defaultDays });
  latest.current = { value, onChange, lookup, defaultDays };

  useEffect(() => {
    if (!leadDeptId) return;
    const own = readAssists(latest.current.value).filter((a) => a.deptId !== leadDeptId);
    if (!prefilled.current) {
      if (own.length !== readAssists(latest.current.value).length) latest.current.onChange(writeAssists(own));
      return;
    }
    const abort = new AbortController();
    latest.current.lookup(leadDeptId, abort.signal).then((entry) => {
      if (abort.signal.aborted || !prefilled.current) return;
      const days = String(entry?.timeLimit ?? latest.current.defaultDays);
      latest.current.onChange(writeAssists((entry?.assists ?? []).map((a) => ({ deptId: a.deptId, days }))));
      setNote(entry && entry.assists.length ? d.assistFromCatalogue(entry.reason) : '');
    }).catch(() => { /* no pre-fill: the dispatcher chooses */ });
    return () => abort.abort();
  }, [leadDeptId]);

  const change = (next: typeof list) => {
    prefilled.current = false;
    setNote('');
    onChange(writeAssists(next));
  };
  const name = (id: number) => depts.find((n) => n.id === id)?.name ?? String(id);
  const offered = depts.filter((n) => n.id !== leadDeptId && !list.some((a) => a.deptId === n.id));

  return (
    <Field label={d.assistDepts} validationMessage={error} hint={note || undefined}>
      <div className={styles.list} data-assists>
        {list.map((a) => (
          <div key={a.deptId} className={styles.row} data-assist-dept={a.deptId}>
            <span>{name(a.deptId)}</span>
            <Input
              aria-label={`${name(a.deptId)} ${d.assistDays}`}
              inputMode="numeric"
              value={a.days}
              contentAfter={<Caption1>天</Caption1>}
              onChange={(_, data) => change(list.map((x) => (x.deptId === a.deptId ? { ...x, days: data.value } : x)))}
            />
            <Button size="small" appearance="subtle" onClick={() => change(list.filter((x) => x.deptId !== a.deptId))}>{d.assistRemove}</Button>
          </div>
        ))}
        <Dropdown
          aria-label={d.assistAdd}
          placeholder={d.assistAdd}
          value=""
          selectedOptions={[]}
          disabled={!leadDeptId}
          onOptionSelect={(_, data) => data.optionValue && change([...list, { deptId: Number(data.optionValue), days: String(defaultDays) }])}
        >
          {offered.map((n) => <Option key={n.id} value={String(n.id)}>{n.name}</Option>)}
        </Dropdown>
      </div>
    </Field>
  );
}
