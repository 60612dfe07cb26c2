// The add / edit form of 部门管理: parent (department picker), name, sort, leader, phone, address; the level follows the
// parent and is shown, not typed. A refusal of the server is shown in the form, which keeps what was typed.
import { Button, Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { EMAIL_PATTERN } from '../../../../shared/protocol/userFields.ts';
import { useEffect, useState, type FormEvent } from 'react';
import type { Dept } from '../../../../shared/api/types.ts';
import { fetchDeptInfo, saveDept, updateDept } from '../../../../shared/api/sysDepts.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { deptsText } from '../../../../shared/i18n/system-depts.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { TreePickerDialog } from '../../../../shared/ui/TreePickerDialog.tsx';
import { validatePhone } from '../../../../shared/utils/validators.ts';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';
import type { DeptFormMode, DeptNode } from './useDeptsAdmin.ts';

interface DeptFormDialogProps {
  mode: DeptFormMode;
  /** The department tree, for the parent picker. */
  tree: readonly DeptNode[];
  byId: ReadonlyMap<number, Dept>;
  onSaved: () => void;
  onCancel: () => void;
}

interface Values {
  pid: number | null;
  name: string;
  sort: string;
  leader: string;
  phone: string;
  address: string;
  email: string;
  /** '1' 正常, '0' 停用 */
  status: string;
}

type Errors = Partial<Record<keyof Values, string>>;

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
  parent: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  parentName: { flexGrow: 1 },
});

/** The level a department under this parent takes (the server's rule, shown before saving). */
function levelUnder(parent: Dept | undefined): string {
  if (!parent) return deptsText.levels[0]!;
  if (parent.kind === 'root') return deptsText.levels[1]!;
  if (parent.kind === 'main' || parent.kind === 'centre') return deptsText.levels[2]!;
  return deptsText.noChildUnder(parent.name);
}

export function DeptFormDialog({ mode, tree, byId, onSaved, onCancel }: DeptFormDialogProps) {
  const styles = useStyles();
  const editing = mode.kind === 'edit';
  const [values, setValues] = useState<Values>({ pid: mode.kind === 'add' ? mode.parentId : null, name: '', sort: '0', leader: '', phone: '', address: '', email: '', status: '1' });
  const [storedPhone, setStoredPhone] = useState<string | null>(null);
  const [loading, setLoading] = useState(editing);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (mode.kind !== 'edit') return undefined;
    const controller = new AbortController();
    fetchDeptInfo(mode.id, controller.signal).then((d) => {
      setValues({ pid: d.pid, name: d.name, sort: String(d.sort), leader: d.leader ?? '', phone: d.phone ?? '', address: d.address ?? '', email: d.email ?? '', status: String(d.status) });
      setStoredPhone(d.phone);
      setLoading(false);
    }, (failure: unknown) => {
      if (controller.signal.aborted) return;
      setRefusal(messageOf(failure, zhCN.common.operationFailed));
      setLoading(false);
    });
    return () => controller.abort();
  }, [mode]);

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const isRoot = editing && values.pid === 0;
  const parent = values.pid ? byId.get(values.pid) : undefined;

  const validate = (): Errors => {
    const found: Errors = {};
    if (!values.name.trim()) found.name = zhCN.common.required;
    if (values.pid === null) found.pid = zhCN.common.required;
    if (!/^\d{1,4}$/.test(values.sort.trim())) found.sort = zhCN.common.formatError(deptsText.sort);
    const phone = values.phone.trim();
    // Older rows may hold a phone with an extension suffix: kept as it is unless changed.
    if (phone && phone !== storedPhone) found.phone = validatePhone(phone) ?? undefined;
    if (values.email.trim() && !EMAIL_PATTERN.test(values.email.trim())) found.email = deptsText.emailInvalid;
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validate();
    setErrors(found);
    setRefusal('');
    if (Object.keys(found).length > 0) return;
    const input = {
      pid: values.pid!, name: values.name.trim(), sort: Number(values.sort.trim()), leader: values.leader.trim(), phone: values.phone.trim(), address: values.address.trim(),
      email: values.email.trim(), status: values.status === '0' ? 0 as const : 1 as const,
    };
    setSaving(true);
    try {
      if (mode.kind === 'edit') await updateDept({ ...input, id: mode.id });
      else await saveDept(input);
      onSaved();
    } catch (failure) {
      setRefusal(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  const title = editing ? deptsText.editTitle : deptsText.addTitle;
  return (
    <>
      <FormDialog
        open={!picking}
        title={title}
        labelOn="surface"
        surfaceClassName={styles.surface}
        onSubmit={submit}
        submitLabel={saving ? deptsText.saving : zhCN.common.ok}
        saving={saving}
        submitDisabled={loading}
        onCancel={onCancel}
        cancelWhileSaving
      >
        {loading ? <Spinner label={deptsText.loadingInfo} /> : (
          <div className={styles.form}>
            {refusal && (
              <MessageBar intent="error" role="alert" className={styles.wide}>
                <MessageBarBody>{refusal}</MessageBarBody>
              </MessageBar>
            )}
            <Field label={deptsText.parent} required={!isRoot} validationMessage={errors.pid} className={styles.wide}>
              <div className={styles.parent}>
                <Input
                  className={styles.parentName}
                  readOnly
                  aria-label={deptsText.parent}
                  value={isRoot ? deptsText.noParent : parent?.name ?? ''}
                />
                {!isRoot && <Button onClick={() => setPicking(true)}>{deptsText.chooseParent}</Button>}
              </div>
            </Field>
            <Field label={deptsText.name} required validationMessage={errors.name} className={styles.wide}>
              <Input name="name" value={values.name} maxLength={50} onChange={(_, d) => set('name', d.value)} autoFocus />
            </Field>
            <Field label={deptsText.level} hint={deptsText.levelHint} className={styles.wide}>
              <Input readOnly name="level" value={isRoot ? deptsText.levels[0]! : levelUnder(parent)} />
            </Field>
            <Field label={deptsText.sort} validationMessage={errors.sort}>
              <Input name="sort" type="number" min={0} max={9999} value={values.sort} onChange={(_, d) => set('sort', d.value)} />
            </Field>
            <Field label={deptsText.leader}>
              <Input name="leader" value={values.leader} maxLength={20} onChange={(_, d) => set('leader', d.value)} />
            </Field>
            <Field label={deptsText.phone} validationMessage={errors.phone}>
              <Input name="phone" value={values.phone} maxLength={20} onChange={(_, d) => set('phone', d.value)} />
            </Field>
            <Field label={deptsText.email} validationMessage={errors.email}>
              <Input name="email" type="email" value={values.email} maxLength={50} onChange={(_, d) => set('email', d.value)} />
            </Field>
            <Field label={deptsText.status}>
              <RadioGroup layout="horizontal" value={values.status} onChange={(_, d) => set('status', d.value)}>
                <Radio value="1" label={deptsText.statuses[1]} />
                <Radio value="0" label={deptsText.statuses[0]} />
              </RadioGroup>
            </Field>
            <Field label={deptsText.address} className={styles.wide}>
              <Input name="address" value={values.address} maxLength={200} onChange={(_, d) => set('address', d.value)} />
            </Field>
          </div>
        )}
      </FormDialog>
      <TreePickerDialog
        open={picking}
        kind="dept"
        nodes={tree}
        value={values.pid}
        onConfirm={(node) => {
          setValues((v) => ({ ...v, pid: Number(node.id) }));
          setErrors((e) => ({ ...e, pid: undefined }));
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
        onClear={() => {
          setValues((v) => ({ ...v, pid: null }));
          setPicking(false);
        }}
      />
    </>
  );
}
