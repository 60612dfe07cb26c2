// 修改工单: every registration field of the order, prefilled, checked with the registration rules; only changes are sent.
import { Button, Field, Input, Radio, RadioGroup, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { fetchRegionTree } from '../../../shared/api/org.ts';
import type { RegionNode } from '../../../shared/api/types.ts';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { TreePickerDialog } from '../../../shared/ui/TreePickerDialog.tsx';
import type { PickerNode } from '../../../shared/ui/treeFilter.ts';
import { orderReference } from '../common/reference.store.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { useThrottledSubmit } from '../common/useSubmit.ts';
import type { Values } from './actions.ts';
import { SendOutcome, type ActionDialogProps } from './ActionDialog.tsx';
import { modifyChanges, validateModify } from './modify.ts';

const r = workOrdersText.register;
const t = workOrdersText.modify;

const useStyles = makeStyles({
  surface: { width: '760px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
  picker: { display: 'flex', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: 0 },
});

export type ModifyDialogProps = Omit<ActionDialogProps, 'def' | 'order'> & {
  /** What the fields held when the dialog opened (or after the last reload): the changes are the difference. */
  initial: Values;
};

export function ModifyDialog({ values, initial, onChange, onSubmit, onCancel, busy, failure, conflict, onReload }: ModifyDialogProps) {
  const styles = useStyles();
  const { biz } = useSnapshot(orderReference);
  const eventTypes = useSnapshot(orderReference).eventTypes as unknown as PickerNode[];
  const [regions, setRegions] = useState<RegionNode[]>([]);
  const [picker, setPicker] = useState<'eventType' | 'region' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');

  useEffect(() => {
    fetchRegionTree().then(setRegions).catch(() => setRegions([]));
  }, []);

  const set = (patch: Values) => {
    onChange({ ...values, ...patch });
    setNotice('');
    const cleared = Object.keys(patch).filter((k) => errors[k]);
    if (cleared.length) setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => !cleared.includes(k))));
  };

  const submit = useThrottledSubmit(() => {
    const found = validateModify(values, initial);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (Object.keys(modifyChanges(values, initial)).length === 0) return setNotice(t.noChange);
    onSubmit();
  });

  const v = (name: string) => values[name] ?? '';
  const text = (name: string, label: string, required = false) => (
    <Field label={label} required={required} validationMessage={errors[name]}>
      <Input name={name} value={v(name)} onChange={(_, data) => set({ [name]: data.value })} />
    </Field>
  );
  const choice = (name: string, label: string, options: ReadonlyArray<{ value: string; label: string }> | undefined, required = false) => (
    <Field label={label} required={required} validationMessage={errors[name]}>
      <Select name={name} value={v(name)} onChange={(_, data) => set({ [name]: data.value })}>
        {!required && <option value="" />}
        {options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </Select>
    </Field>
  );
  const tree = (kind: 'eventType' | 'region', label: string) => (
    <Field label={label} validationMessage={errors[`${kind}Id`]}>
      <div className={styles.picker}>
        <Input className={styles.grow} readOnly name={`${kind}Name`} aria-label={label} value={v(`${kind}Name`)} placeholder={r.notChosen} />
        <Button onClick={() => setPicker(kind)}>{r.choose}</Button>
      </div>
    </Field>
  );

  return (
    <FormDialog title={workOrdersText.actions.modify!} onSubmit={() => submit()} onCancel={onCancel} busy={busy} surfaceClassName={styles.surface} contentClassName={styles.form}>
      {text('citizenName', r.citizenName, true)}
      {text('phone', r.phone, true)}
      {choice('channel', r.channel, biz?.channels, true)}
      {choice('appealType', r.appealType, biz?.appealTypes, true)}
      {choice('urgency', r.urgency, biz?.urgencies, true)}
      <Field label={r.isSecret}>
        <RadioGroup layout="horizontal" name="isSecret" value={v('isSecret')} onChange={(_, data) => set({ isSecret: data.value })}>
          <Radio value="0" label={r.secretNo} />
          <Radio value="1" label={r.secretYes} />
        </RadioGroup>
      </Field>
      {tree('eventType', r.eventType)}
      {tree('region', r.region)}
      {text('timeLimit', r.timeLimit, true)}
      <Field className={styles.wide} label={r.address}>
        <Input name="address" value={v('address')} onChange={(_, data) => set({ address: data.value })} />
      </Field>
      <Field className={styles.wide} label={r.content} required validationMessage={errors.content}>
        <Textarea name="content" rows={4} resize="vertical" value={v('content')} onChange={(_, data) => set({ content: data.value })} />
      </Field>
      <Field className={styles.wide} label={t.opinion}>
        <Textarea name="opinion" value={v('opinion')} onChange={(_, data) => set({ opinion: data.value })} />
      </Field>
      {picker === 'eventType' && (
        <TreePickerDialog open kind="region" title={r.eventTypeTitle} requiredMessage={r.eventTypeRequired} nodes={eventTypes} value={v('eventTypeId') || null}
          onConfirm={(node) => { set({ eventTypeId: String(node.id), eventTypeName: node.name }); setPicker(null); }}
          onCancel={() => setPicker(null)} onClear={() => set({ eventTypeId: '', eventTypeName: '' })} />
      )}
      {picker === 'region' && (
        <TreePickerDialog open kind="region" nodes={regions as unknown as PickerNode[]} value={v('regionId') || null}
          onConfirm={(node) => { set({ regionId: String(node.id), regionName: node.name }); setPicker(null); }}
          onCancel={() => setPicker(null)} onClear={() => set({ regionId: '', regionName: '' })} />
      )}
      <div className={styles.wide}>
        <SendOutcome failure={notice || failure} conflict={conflict} onReload={onReload} />
      </div>
    </FormDialog>
  );
}
