// One action's dialog: its fields, validation before sending, the server's refusal, and the version-conflict offer to reload.
import {
  Button, Field, Input, MessageBar, MessageBarActions, MessageBarBody, Radio, RadioGroup, Select, Textarea, makeStyles, tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { WorkflowDetail } from '../../../shared/api/workorder.types.ts';
import { orderDetailText, workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { TreePickerDialog } from '../../../shared/ui/TreePickerDialog.tsx';
import { fetchAssistCatalogue } from '../../../shared/api/workOrders.ts';
import { AssistDeptsField } from '../common/AssistDeptsField.tsx';
import { DeptSuggestions } from '../common/DeptSuggestions.tsx';
import { FormDialog } from '../common/FormDialog.tsx';
import { useMainDepts, useOrderReference, useSubDepts } from '../common/reference.store.ts';
import { useThrottledSubmit } from '../common/useSubmit.ts';
import { isRequired, validateAction, type ActionDef, type ActionField, type Values } from './actions.ts';

const d = orderDetailText;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  picker: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export interface ActionDialogProps {
  def: ActionDef;
  order: WorkflowDetail;
  values: Values;
  onChange: (values: Values) => void;
  /** Sends the action (the page runs it, so a conflict can reload the order while the dialog keeps its values). */
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
  /** The server's refusal. */
  failure: string;
  /** The order changed under the user (HTTP 409). */
  conflict: boolean;
  onReload: () => void;
}


function DeptField({ field, value, onChange, error }: { field: ActionField; value: string; onChange: (v: string) => void; error?: string }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const nodes = useMainDepts();
  const name = nodes.find((n) => String(n.id) === value)?.name;
  return (
    <Field label={field.label} required validationMessage={error}>
      <div className={styles.picker}>
        <Input readOnly name={field.name} value={name ?? ''} placeholder={workOrdersText.register.notChosen} aria-label={field.label} />
        <Button onClick={() => setOpen(true)}>{workOrdersText.register.choose}</Button>
      </div>
      {open && (
        <TreePickerDialog
          open
          kind="dept"
          nodes={nodes}
          value={value || null}
          onConfirm={(node) => {
            onChange(String(node.id));
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
          onClear={() => onChange('')}
        />
      )}
    </Field>
  );
}

function SubDeptField({ field, mainDeptId, value, onChange, error }: { field: ActionField; mainDeptId: number | null; value: string; onChange: (v: string) => void; error?: string }) {
  const units = useSubDepts(mainDeptId);
  return (
    <Field label={field.label} required validationMessage={error}>
      <Select name={field.name} value={value} onChange={(_, data) => onChange(data.value)}>
        <option value="">{workOrdersText.register.notChosen}</option>
        {units.map((u) => <option key={u.id} value={u.id}>{u.name}</option>)}
      </Select>
    </Field>
  );
}

/** What came of the last send: the version conflict with its reload, or the server's refusal. */
export function SendOutcome({ failure, conflict, onReload }: Pick<ActionDialogProps, 'failure' | 'conflict' | 'onReload'>) {
  if (conflict) {
    return (
      <MessageBar intent="warning" role="alert" data-conflict>
        <MessageBarBody>{d.conflict}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={onReload}>{d.reload}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return failure ? <MessageBar intent="error" role="alert"><MessageBarBody>{failure}</MessageBarBody></MessageBar> : null;
}

export function ActionDialog({ def, order, values, onChange, onSubmit, onCancel, busy, failure, conflict, onReload }: ActionDialogProps) {
  const styles = useStyles();
  const { opinions } = useOrderReference();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: string, value: string) => {
    onChange({ ...values, [name]: value });
    if (errors[name]) setErrors({ ...errors, [name]: '' });
  };
  const fields = useMemo(() => def.fields.filter((f) => !f.visible || f.visible(values)), [def, values]);
  // 回访 answers every caller of a merged group: the repeats' callers are called back too.
  const callersToo = order.repeats.filter((r) => !r.splitWorkflowId);
  const question = def.confirm === '' ? (def.id === 'delete' ? d.deleteConfirm(order.workflowId) : order.upSuperviseState ? d.upSuperviseOff : d.upSuperviseOn) : def.confirm;

  const submit = useThrottledSubmit(() => {
    const found = validateAction(def, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit();
  });

  const renderField = (field: ActionField) => {
    const value = values[field.name] ?? '';
    const required = isRequired(field, values);
    switch (field.kind) {
      case 'mainDept':
        // The dispatcher decides with the evidence beside the picker: the 派单目录's entry and the centre's history.
        return (
          <div key={field.name} className={styles.content}>
            <DeptField field={field} value={value} onChange={(v) => set(field.name, v)} error={errors[field.name]} />
            <DeptSuggestions content={order.content} eventTypeId={order.eventTypeId} regionId={order.regionId} value={value}
              onPick={(c) => set(field.name, String(c.deptId))} />
          </div>
        );
      case 'assists':
        return (
          <AssistDeptsField
            key={field.name}
            leadDeptId={values.mainDeptId ? Number(values.mainDeptId) : null}
            value={value}
            onChange={(v) => set(field.name, v)}
            defaultDays={order.timeLimit}
            lookup={(lead, signal) => fetchAssistCatalogue({ workflowId: order.workflowId, mainDeptId: lead }, signal)}
            error={errors[field.name]}
          />
        );
      case 'subDept':
        return <SubDeptField key={field.name} field={field} mainDeptId={order.mainDeptId} value={value} onChange={(v) => set(field.name, v)} error={errors[field.name]} />;
      case 'radio':
        return (
          <Field key={field.name} label={field.label} required={required} validationMessage={errors[field.name]}>
            <RadioGroup layout="horizontal" name={field.name} value={value} onChange={(_, data) => set(field.name, data.value)}>
              {field.options!.map((o) => <Radio key={o.value} value={o.value} label={o.label} />)}
            </RadioGroup>
          </Field>
        );
      case 'number':
        return (
          <Field key={field.name} label={field.label} required={required} validationMessage={errors[field.name]}>
            <Input name={field.name} inputMode="numeric" value={value} onChange={(_, data) => set(field.name, data.value)} />
          </Field>
        );
      default:
        return (
          <Field key={field.name} label={field.label} required={required} validationMessage={errors[field.name]}>
            <Textarea name={field.name} value={value} resize="vertical" onChange={(_, data) => set(field.name, data.value)} />
            {field.name === 'opinion' && opinions.length > 0 && (
              <Select aria-label={d.commonOpinions} value="" onChange={(_, data) => data.value && set('opinion', `${value}${value ? '\n' : ''}${data.value}`)}>
                <option value="">{d.commonOpinions}</option>
                {opinions.map((o) => <option key={o.id} value={o.content}>{o.content}</option>)}
              </Select>
            )}
          </Field>
        );
    }
  };

  return (
    <FormDialog title={def.label} onSubmit={() => submit()} onCancel={onCancel} busy={busy} contentClassName={styles.content}>
      {question && <p>{question}</p>}
      {def.id === 'callback' && callersToo.length > 0 && <p data-callback-repeats>{d.callbackRepeats(callersToo.map((r) => `${r.citizenName} ${r.phone}`).join('、'))}</p>}
      {fields.map(renderField)}
      <SendOutcome failure={failure} conflict={conflict} onReload={onReload} />
    </FormDialog>
  );
}
