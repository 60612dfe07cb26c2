import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Radio, RadioGroup, Select,
  Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { fetchClasses, fetchSeatList, fetchSkillGroups } from '../../../shared/api/callcenter.ts';
import type { SeatListRow } from '../../../shared/api/callcenter.types.ts';
import { fetchPhoneBook } from '../../../shared/api/org.ts';
import { DEFAULT_SKILL_GROUP, LEGAL_SKILL_GROUP, SEAT_LIST_POLL_MS, TRANSFER_BY_PHONE_WIDTH_PX, TRANSFER_DIALOG_WIDTH_PX } from '../../../shared/constants.ts';
import { callFormText, softphoneText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { useResource } from '../../../shared/data/index.ts';
import { suggestPhoneBook } from '../../../shared/utils/validators.ts';
import { CALLED_TYPE_PHONE, CALLED_TYPE_SKILL_GROUP } from '../../../shared/protocol/cti.ts';
import { emptyCallForm, validateCallForm, type CallForm, type CallFormErrors, type CallFormMode } from '../callForm.ts';
import { dialOut, softphone, transferCall } from '../softphone.store.ts';
import { useLoad } from '../useLoad.ts';

const t = softphoneText;
const MAX_SUGGESTIONS = 8;

const useStyles = makeStyles({
  suggestions: {
    listStyleType: 'none', margin: 0, padding: `${tokens.spacingVerticalXXS} 0`, maxHeight: '180px', overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1,
  },
  suggestion: { width: '100%', justifyContent: 'flex-start' },
  seats: { maxHeight: '240px', overflowY: 'auto', marginTop: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface CallDialogProps {
  mode: CallFormMode;
  open: boolean;
  onClose: () => void;
}

/** The seat list, fetched now and every 3 s while `active`; nothing runs while the dialog is closed. */
function useSeatList(active: boolean): { rows: SeatListRow[]; error: string } {
  const seats = useResource('softphone:seat-list', (signal) => fetchSeatList(undefined, signal), { enabled: active });
  const { reload } = seats;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void reload(), SEAT_LIST_POLL_MS);
    return () => clearInterval(timer);
  }, [active, reload]);
  return { rows: (seats.data as SeatListRow[] | undefined) ?? NO_SEATS, error: seats.error ? t.loadFailed : '' };
}
const NO_SEATS: SeatListRow[] = [];

/** Call (外呼) and transfer (转接): phone or skill group, with phone-book suggestions and the live seat list. */
export function CallDialog({ mode, open, onClose }: CallDialogProps) {
  const styles = useStyles();
  const [form, setForm] = useState<CallForm>(() => emptyCallForm(mode, null, DEFAULT_SKILL_GROUP));
  const [errors, setErrors] = useState<CallFormErrors>({});
  const [suggesting, setSuggesting] = useState(false);
  const phoneBook = useLoad('softphone:phone-book', open, () => fetchPhoneBook(), []);
  const skills = useLoad('softphone:skill-groups', open && mode === 'call', fetchSkillGroups, []);
  const classes = useLoad('softphone:classes', open && mode === 'call', fetchClasses, []);
  const seats = useSeatList(open);

  useEffect(() => {
    if (!open) return;
    // A fresh form each time, in the class the seat signed in with.
    setForm(emptyCallForm(mode, mode === 'call' ? softphone.classId : null, DEFAULT_SKILL_GROUP));
    setErrors({});
  }, [open, mode]);

  const set = <K extends keyof CallForm>(key: K, value: CallForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const suggestions = useMemo(
    () => (form.phone.trim() ? suggestPhoneBook(phoneBook.data, form.phone.trim()).slice(0, MAX_SUGGESTIONS) : []),
    [phoneBook.data, form.phone],
  );
  const skillOptions = mode === 'transfer' ? [{ name: LEGAL_SKILL_GROUP.value, description: LEGAL_SKILL_GROUP.label }] : skills.data;
  const byPhone = form.calledType === CALLED_TYPE_PHONE;
  const width = mode === 'transfer' && byPhone ? TRANSFER_BY_PHONE_WIDTH_PX : TRANSFER_DIALOG_WIDTH_PX;

  const submit = () => {
    const found = validateCallForm(form, mode);
    setErrors(found);
    if (Object.keys(found).length) return;
    const phone = form.phone.trim();
    const sent = mode === 'call'
      ? dialOut(byPhone ? phone : '', form.isWorkOrder ? 1 : 0, {
        calledType: form.calledType, skillName: byPhone ? undefined : form.skillName, classId: Number(form.classId),
      })
      : transferCall({ calledType: form.calledType, phone, isSeatNumber: form.isSeatNumber === '1', skillName: form.skillName });
    if (sent) onClose();
  };

  const useSeat = (row: SeatListRow) => {
    setForm((f) => ({ ...f, calledType: CALLED_TYPE_PHONE, phone: row.userNo, isSeatNumber: '1' }));
    setErrors({});
  };

  const title = mode === 'call' ? t.callTitle : t.transferTitle;
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label={title} data-dialog={mode} style={{ width: `${width}px`, maxWidth: 'calc(100vw - 32px)' }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field label={t.calledType}>
              <RadioGroup layout="horizontal" name="calledType" value={String(form.calledType)}
                onChange={(_, d) => set('calledType', Number(d.value) === CALLED_TYPE_SKILL_GROUP ? CALLED_TYPE_SKILL_GROUP : CALLED_TYPE_PHONE)}>
                <Radio value={String(CALLED_TYPE_PHONE)} label={t.calledTypePhone} />
                <Radio value={String(CALLED_TYPE_SKILL_GROUP)} label={t.calledTypeSkill} />
              </RadioGroup>
            </Field>
            {byPhone ? (
              <Field label={t.phone} required validationMessage={errors.phone} validationState={errors.phone ? 'error' : 'none'}>
                <Input name="phone" value={form.phone} placeholder={t.phonePlaceholder} autoComplete="off"
                  onChange={(_, d) => { set('phone', d.value); setSuggesting(true); }}
                  onBlur={() => setTimeout(() => setSuggesting(false), 150)} onFocus={() => setSuggesting(true)} />
              </Field>
            ) : (
              <Field label={mode === 'transfer' ? t.transferSkill : t.skillLabel} required validationMessage={errors.skillName}
                validationState={errors.skillName ? 'error' : 'none'}>
                <Select name="skillName" value={form.skillName} onChange={(_, d) => set('skillName', d.value)}>
                  <option value="">{mode === 'transfer' ? callFormText.transferSkillRequired : t.skillPlaceholder}</option>
                  {skillOptions.map((s) => <option key={s.name} value={s.name}>{s.description}</option>)}
                </Select>
              </Field>
            )}
            {byPhone && suggesting && suggestions.length > 0 && (
              <ul className={styles.suggestions} role="listbox" aria-label={t.phoneBook}>
                {suggestions.map((entry) => (
                  <li key={`${entry.id}-${entry.number}`} role="option" aria-selected={false}>
                    <Button appearance="subtle" className={styles.suggestion} data-number={entry.number}
                      onMouseDown={(e) => e.preventDefault()} onClick={() => { set('phone', entry.number); setSuggesting(false); }}>
                      {entry.number} {entry.name}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {mode === 'transfer' && byPhone && (
              <Field label={t.isSeatNumber} required validationMessage={errors.isSeatNumber} validationState={errors.isSeatNumber ? 'error' : 'none'}>
                <RadioGroup layout="horizontal" name="isSeatNumber" value={form.isSeatNumber} onChange={(_, d) => set('isSeatNumber', d.value as '0' | '1')}>
                  <Radio value="1" label={t.yes} />
                  <Radio value="0" label={t.no} />
                </RadioGroup>
              </Field>
            )}
            {mode === 'call' && (
              <>
                <Field label={t.classLabel} required validationMessage={errors.classId} validationState={errors.classId ? 'error' : 'none'}>
                  <Select name="classId" value={form.classId} onChange={(_, d) => set('classId', d.value)}>
                    <option value="">{t.classPlaceholder}</option>
                    {classes.data.map((c) => <option key={c.id} value={String(c.id)}>{c.className}</option>)}
                  </Select>
                </Field>
                <Checkbox name="isWorkOrder" label={t.isWorkOrder} checked={form.isWorkOrder} onChange={(_, d) => set('isWorkOrder', Boolean(d.checked))} />
              </>
            )}
            <div className={styles.seats}>
              <Table size="small" aria-label={t.seatList}>
                <TableHeader>
                  <TableRow>
                    {Object.values(t.seatColumns).map((label) => <TableHeaderCell key={label}>{label}</TableHeaderCell>)}
                    <TableHeaderCell>{''}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {seats.rows.map((row) => (
                    <TableRow key={row.userNo} data-seat={row.userNo}>
                      <TableCell>{row.jobNumber}</TableCell>
                      <TableCell>{row.realName}</TableCell>
                      <TableCell>{row.userNo}</TableCell>
                      <TableCell>{t.extensionStatus[row.extensionStatus] ?? ''}</TableCell>
                      <TableCell>{t.callType[row.callType] ?? ''}</TableCell>
                      <TableCell>
                        <Button size="small" disabled={row.userNo === softphone.extension} onClick={() => useSeat(row)}>{t.useSeat}</Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {seats.error && <div role="alert">{seats.error}</div>}
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>{zhCN.common.cancel}</Button>
            <Button appearance="primary" onClick={submit}>{mode === 'call' ? t.dial : t.transfer}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
