import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Select, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fetchClasses, fetchSkillGroups } from '../../../shared/api/callcenter.ts';
import { DEFAULT_SKILL_GROUP } from '../../../shared/constants.ts';
import { callFormText, softphoneText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { signInSeat } from '../softphone.store.ts';
import { useLoad } from '../useLoad.ts';

const t = softphoneText;

export interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Sign-in: a class (班组) and a skill group, then checkIn plus the sign-out-times query. */
export function SignInDialog({ open, onClose }: SignInDialogProps) {
  const classes = useLoad('softphone:classes', open, fetchClasses, []);
  const skills = useLoad('softphone:skill-groups', open, fetchSkillGroups, []);
  const [classId, setClassId] = useState('');
  const [skillName, setSkillName] = useState(DEFAULT_SKILL_GROUP);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) setTouched(false);
  }, [open]);

  const classError = touched && !classId ? callFormText.classRequired : undefined;
  const skillError = touched && !skillName ? callFormText.skillRequired : undefined;
  const submit = () => {
    setTouched(true);
    if (!classId || !skillName) return;
    const skill = skills.data.find((s) => s.name === skillName);
    if (signInSeat(Number(classId), skillName, skill?.description ?? '')) onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label={t.signInTitle} data-dialog="sign-in">
        <DialogBody>
          <DialogTitle>{t.signInTitle}</DialogTitle>
          <DialogContent>
            {(classes.loading || skills.loading) && <Spinner size="tiny" label={zhCN.common.loading} />}
            <Field label={t.classLabel} required validationMessage={classError ?? classes.error} validationState={classError || classes.error ? 'error' : 'none'}>
              <Select name="classId" value={classId} onChange={(_, d) => setClassId(d.value)}>
                <option value="">{t.classPlaceholder}</option>
                {classes.data.map((c) => <option key={c.id} value={String(c.id)}>{c.className}</option>)}
              </Select>
            </Field>
            <Field label={t.skillLabel} required validationMessage={skillError ?? skills.error} validationState={skillError || skills.error ? 'error' : 'none'}>
              <Select name="skillName" value={skillName} onChange={(_, d) => setSkillName(d.value)}>
                <option value="">{t.skillPlaceholder}</option>
                {skills.data.map((s) => <option key={s.name} value={s.name}>{s.description}</option>)}
              </Select>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>{zhCN.common.cancel}</Button>
            <Button appearance="primary" onClick={submit}>{t.signIn}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
