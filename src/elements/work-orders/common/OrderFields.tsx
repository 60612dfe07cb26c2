// The fields every order carries, shared by 受理登记 and 修改工单: citizen, channel, appeal type, urgency, the
// classification and region pickers (tree dialogs), secrecy, address, content and time limit. Rendered into the parent's grid.
import { Button, Field, Input, Radio, RadioGroup, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { TreePickerDialog } from './lazyParts.ts';
import { OnDemandDialog } from './OnDemand.tsx';
import type { PickerNode } from '../../../shared/ui/treeFilter.ts';
import { useDictChoices } from '../../../shared/dict/index.ts';
import { useOrderReference, useRegionTree } from './reference.store.ts';

const r = workOrdersText.register;

export type OrderFieldName =
  | 'citizenName' | 'phone' | 'channel' | 'appealType' | 'urgency' | 'isSecret' | 'eventTypeId' | 'eventTypeName'
  | 'regionId' | 'regionName' | 'address' | 'content' | 'timeLimit';
export type OrderFieldValues = { [K in OrderFieldName]?: string };

const useStyles = makeStyles({
  wide: { gridColumn: '1 / -1' },
  // A picker stays inside its grid cell: a grid item's default minimum is its content, which pushed 选择 into the next field.
  cell: { minWidth: 0 },
  // The name box takes the cell's width; below 8em the button goes under it rather than over the next field.
  picker: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, minWidth: 0 },
  grow: { flex: '1 1 8em', minWidth: 0 },
  pick: { flexShrink: 0, minWidth: 'auto', whiteSpace: 'nowrap' },
});

export interface OrderFieldsProps {
  values: OrderFieldValues;
  errors: Partial<Record<string, string>>;
  /** Told the fields that changed, by name. */
  onChange: (patch: Record<string, string>) => void;
  /** After the phone (the registration shows the caller's location there). */
  afterPhone?: ReactNode;
  /** After the event classification (the registration's classifier suggestions). */
  afterEventType?: ReactNode;
  timeLimit?: { required?: boolean; hint?: string; placeholder?: string };
}

export function OrderFields({ values, errors, onChange, afterPhone, afterEventType, timeLimit = {} }: OrderFieldsProps) {
  const styles = useStyles();
  const reference = useOrderReference();
  // 来源渠道, 诉求类型, 紧急程度 follow their dictionaries (the one dictionary copy, kept fresh by the push channel).
  const channels = useDictChoices('channel', values.channel);
  const appealTypes = useDictChoices('appeal_type', values.appealType);
  const urgencies = useDictChoices('urgency', values.urgency);
  const eventTypes = reference.eventTypes as unknown as PickerNode[];
  const regions = useRegionTree() as unknown as PickerNode[];
  const [picker, setPicker] = useState<'eventType' | 'region' | null>(null);

  const v = (name: OrderFieldName) => values[name] ?? '';
  const text = (name: OrderFieldName, label: string) => (
    <Field label={label} required validationMessage={errors[name]}>
      <Input name={name} value={v(name)} onChange={(_, data) => onChange({ [name]: data.value })} />
    </Field>
  );
  const choice = (name: OrderFieldName, label: string, options: ReadonlyArray<{ value: string; label: string }> | undefined, required: boolean) => (
    <Field label={label} required={required} validationMessage={errors[name]}>
      <Select name={name} value={v(name)} onChange={(_, data) => onChange({ [name]: data.value })}>
        {required && <option value="" />}
        {options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </Select>
    </Field>
  );
  const tree = (kind: 'eventType' | 'region', label: string) => (
    <Field className={styles.cell} label={label} validationMessage={errors[`${kind}Id`]}>
      <div className={styles.picker}>
        <Input className={styles.grow} readOnly name={`${kind}Name`} aria-label={label} value={v(`${kind}Name`)} placeholder={r.notChosen} />
        <Button className={styles.pick} onClick={() => setPicker(kind)}>{r.choose}</Button>
      </div>
    </Field>
  );

  return (
    <>
      {text('citizenName', r.citizenName)}
      {text('phone', r.phone)}
      {afterPhone}
      {choice('channel', r.channel, channels, true)}
      {choice('appealType', r.appealType, appealTypes, true)}
      {choice('urgency', r.urgency, urgencies, false)}
      {tree('eventType', r.eventType)}
      {afterEventType}
      {tree('region', r.region)}
      <Field label={r.isSecret}>
        <RadioGroup layout="horizontal" name="isSecret" value={v('isSecret')} onChange={(_, data) => onChange({ isSecret: data.value })}>
          <Radio value="0" label={r.secretNo} />
          <Radio value="1" label={r.secretYes} />
        </RadioGroup>
      </Field>
      <Field className={styles.wide} label={r.address}>
        <Input name="address" value={v('address')} onChange={(_, data) => onChange({ address: data.value })} />
      </Field>
      <Field className={styles.wide} label={r.content} required validationMessage={errors.content}>
        <Textarea name="content" rows={5} resize="vertical" value={v('content')} onChange={(_, data) => onChange({ content: data.value })} />
      </Field>
      <Field label={r.timeLimit} required={timeLimit.required} validationMessage={errors.timeLimit} hint={timeLimit.hint}>
        <Input name="timeLimit" inputMode="numeric" placeholder={timeLimit.placeholder} value={v('timeLimit')} onChange={(_, data) => onChange({ timeLimit: data.value })} />
      </Field>
      {picker === 'eventType' && (
        <OnDemandDialog><TreePickerDialog open kind="region" title={r.eventTypeTitle} requiredMessage={r.eventTypeRequired} nodes={eventTypes} value={v('eventTypeId') || null}
          onConfirm={(node) => { onChange({ eventTypeId: String(node.id), eventTypeName: node.name }); setPicker(null); }}
          onCancel={() => setPicker(null)} onClear={() => onChange({ eventTypeId: '', eventTypeName: '' })} /></OnDemandDialog>
      )}
      {picker === 'region' && (
        <OnDemandDialog><TreePickerDialog open kind="region" nodes={regions} value={v('regionId') || null}
          onConfirm={(node) => { onChange({ regionId: String(node.id), regionName: node.name }); setPicker(null); }}
          onCancel={() => setPicker(null)} onClear={() => onChange({ regionId: '', regionName: '' })} /></OnDemandDialog>
      )}
    </>
  );
}
