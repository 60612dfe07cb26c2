// 新增 / 修改派单目录条目: event type, region and keywords that narrow it, lead and assisting departments, time limit,
// 依据, effective dates, status.
import {
  Dropdown, Field, Input, MessageBar, MessageBarBody, Option, Radio, RadioGroup, Textarea, makeStyles, tokens,
} from '@fluentui/react-components';
import type { CatalogueEntry, CatalogueOptions } from '../../../../shared/api/contracts/dispatchCatalogue.ts';
import { catalogueText as t } from '../../../../shared/i18n/system-catalogue.zh-CN.ts';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';
import { useCatalogueForm } from './useCatalogueForm.ts';

export interface CatalogueFormDialogProps {
  open: boolean;
  /** null adds an entry; an entry edits it. */
  entry: CatalogueEntry | null;
  /** The form's choices (null while they load). */
  options: CatalogueOptions | null;
  onClose: () => void;
  onSaved: () => void;
}

const useStyles = makeStyles({
  surface: { width: '720px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
  // A grid item's default minimum width is its content's: without 0 a long option name widens the dialog.
  cell: { minWidth: 0 },
});

const NONE: never[] = [];

export function CatalogueFormDialog({ open, entry, options, onClose, onSaved }: CatalogueFormDialogProps) {
  const styles = useStyles();
  const f = useCatalogueForm(open, entry, onSaved);
  const eventTypes = options?.eventTypes ?? NONE;
  const depts = options?.depts ?? NONE;
  const regions = options?.regions ?? NONE;
  // An entry may name what the choices no longer offer (a disabled department): it still shows by the entry's own name.
  const typeName = eventTypes.find((e) => String(e.id) === f.fields.eventTypeId)?.path
    ?? (entry && String(entry.eventTypeId) === f.fields.eventTypeId ? entry.eventTypePath : '');
  const regionName = f.fields.regionId
    ? regions.find((r) => String(r.id) === f.fields.regionId)?.path ?? (entry?.regionName ?? '')
    : t.anyRegion;
  const deptName = (id: string) => depts.find((d) => String(d.id) === id)?.name
    ?? (entry && String(entry.leadDeptId) === id ? entry.leadDeptName : entry?.assistDeptNames[entry.assistDeptIds.map(String).indexOf(id)] ?? '');
  return (
    <FormDialog open={open} title={entry ? t.editTitle : t.addTitle} surfaceClassName={styles.surface} onSubmit={f.submit} submitLabel={t.save}
      saving={f.saving} submitDisabled={!options} onCancel={onClose}>
      <div className={styles.form}>
        <Field className={styles.cell} label={t.eventType} required validationMessage={f.errors.eventTypeId}>
          <Dropdown name="eventTypeId" value={typeName} selectedOptions={f.fields.eventTypeId ? [f.fields.eventTypeId] : []}
            onOptionSelect={(_, d) => f.setField('eventTypeId', d.optionValue ?? '')}>
            {eventTypes.map((e) => <Option key={e.id} value={String(e.id)}>{e.path}</Option>)}
          </Dropdown>
        </Field>
        <Field className={styles.cell} label={t.region} hint={t.regionHint}>
          <Dropdown name="regionId" value={regionName} selectedOptions={[f.fields.regionId]}
            onOptionSelect={(_, d) => f.setField('regionId', d.optionValue ?? '')}>
            <Option value="">{t.anyRegion}</Option>
            {regions.map((r) => <Option key={r.id} value={String(r.id)}>{r.path}</Option>)}
          </Dropdown>
        </Field>
        <Field className={styles.wide} label={t.keywords} hint={t.keywordsHint} validationMessage={f.errors.keywords}>
          <Input name="keywords" value={f.fields.keywords} maxLength={500} onChange={(_, d) => f.setField('keywords', d.value)} />
        </Field>
        <Field className={styles.cell} label={t.leadDept} required validationMessage={f.errors.leadDeptId}>
          <Dropdown name="leadDeptId" value={deptName(f.fields.leadDeptId)} selectedOptions={f.fields.leadDeptId ? [f.fields.leadDeptId] : []}
            onOptionSelect={(_, d) => f.setField('leadDeptId', d.optionValue ?? '')}>
            {depts.filter((d) => d.main).map((d) => <Option key={d.id} value={String(d.id)}>{d.name}</Option>)}
          </Dropdown>
        </Field>
        <Field className={styles.cell} label={t.assistDepts} validationMessage={f.errors.assistDeptIds}>
          <Dropdown name="assistDeptIds" multiselect value={f.fields.assistDeptIds.map(deptName).join('、')} selectedOptions={f.fields.assistDeptIds}
            onOptionSelect={(_, d) => f.setField('assistDeptIds', d.selectedOptions)}>
            {depts.map((d) => <Option key={d.id} value={String(d.id)}>{d.name}</Option>)}
          </Dropdown>
        </Field>
        <Field className={styles.cell} label={t.timeLimit} hint={t.timeLimitHint} validationMessage={f.errors.timeLimit}>
          <Input name="timeLimit" type="number" min={1} max={365} value={f.fields.timeLimit} contentAfter="个工作日"
            onChange={(_, d) => f.setField('timeLimit', d.value)} />
        </Field>
        <Field className={styles.cell} label={t.status}>
          <RadioGroup layout="horizontal" value={String(f.fields.status)} onChange={(_, d) => f.setField('status', d.value === '0' ? 0 : 1)}>
            <Radio value="1" label={t.statuses[1]} />
            <Radio value="0" label={t.statuses[0]} />
          </RadioGroup>
        </Field>
        <Field className={styles.wide} label={t.basis} required validationMessage={f.errors.basis}>
          <Textarea name="basis" value={f.fields.basis} maxLength={1000} rows={3} resize="vertical" placeholder={t.basisPlaceholder}
            onChange={(_, d) => f.setField('basis', d.value)} />
        </Field>
        <Field className={styles.cell} label={t.effectiveFrom}>
          <Input name="effectiveFrom" type="date" value={f.fields.effectiveFrom} onChange={(_, d) => f.setField('effectiveFrom', d.value)} />
        </Field>
        <Field className={styles.cell} label={t.effectiveTo} validationMessage={f.errors.effectiveTo}>
          <Input name="effectiveTo" type="date" value={f.fields.effectiveTo} onChange={(_, d) => f.setField('effectiveTo', d.value)} />
        </Field>
      </div>
      {f.saveError && <MessageBar intent="error" role="alert"><MessageBarBody>{f.saveError}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}
