// The search fields of the queue and list pages inside the shared collapsible SearchPanel.
import { Checkbox, Field, Input, Select } from '@fluentui/react-components';
import type { WorkflowListRequest } from '../../../shared/api/workorder.types.ts';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { useDictChoices } from '../../../shared/dict/index.ts';
import { useOrderReference } from './reference.store.ts';
import { DateField } from './lazyParts.ts';
import { OnDemandField } from './OnDemand.tsx';

const s = workOrdersText.search;

export type OrderFilters = Pick<WorkflowListRequest, 'workflowId' | 'phone' | 'keyword' | 'startTime' | 'endTime' | 'status' | 'appealType' | 'overdue' | 'followed'>;

/** Drops empty conditions, so a reset search sends nothing. */
export function cleanFilters(filters: OrderFilters): OrderFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined && v !== null && v !== false)) as OrderFilters;
}

export interface OrderSearchProps {
  value: OrderFilters;
  onChange: (value: OrderFilters) => void;
  onSearch: () => void;
  onReset: () => void;
  busy?: boolean;
  /** The all-orders list also searches by status. */
  withStatus?: boolean;
}

export function OrderSearch({ value, onChange, onSearch, onReset, busy, withStatus }: OrderSearchProps) {
  const { biz } = useOrderReference();
  const appealTypes = useDictChoices('appeal_type');
  const set = (patch: Partial<OrderFilters>) => onChange({ ...value, ...patch });
  return (
    <SearchPanel onSearch={onSearch} onReset={onReset} busy={busy} visibleFields={3}>
      <Field label={s.workflowId}>
        <Input name="workflowId" value={value.workflowId ?? ''} onChange={(_, d) => set({ workflowId: d.value.trim() })} />
      </Field>
      <Field label={s.phone}>
        <Input name="phone" value={value.phone ?? ''} onChange={(_, d) => set({ phone: d.value.trim() })} />
      </Field>
      <Field label={s.keyword}>
        <Input name="keyword" value={value.keyword ?? ''} onChange={(_, d) => set({ keyword: d.value })} />
      </Field>
      <OnDemandField><DateField name="startTime" label={s.startTime} value={value.startTime ?? ''} onChange={(v) => set({ startTime: v })} /></OnDemandField>
      <OnDemandField><DateField name="endTime" label={s.endTime} value={value.endTime ?? ''} onChange={(v) => set({ endTime: v })} /></OnDemandField>
      <Field label={s.appealType}>
        <Select name="appealType" value={value.appealType ?? ''} onChange={(_, d) => set({ appealType: d.value })}>
          <option value="">{s.all}</option>
          {appealTypes.map((a) => <option key={a.value} value={a.value}>{a.label}</option>)}
        </Select>
      </Field>
      {withStatus && (
        <Field label={s.status}>
          <Select name="status" value={value.status ? String(value.status) : ''} onChange={(_, d) => set({ status: d.value ? Number(d.value) : undefined })}>
            <option value="">{s.all}</option>
            {biz?.statuses.map((a) => <option key={a.value} value={a.value}>{a.label}</option>)}
          </Select>
        </Field>
      )}
      <Field label=" ">
        <Checkbox label={s.overdue} checked={Boolean(value.overdue)} onChange={(_, d) => set({ overdue: Boolean(d.checked) })} />
      </Field>
      <Field label=" ">
        <Checkbox label={s.followed} checked={Boolean(value.followed)} onChange={(_, d) => set({ followed: Boolean(d.checked) })} />
      </Field>
    </SearchPanel>
  );
}
