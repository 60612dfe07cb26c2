// 新增用户 / 修改用户: real name, username, job number, gender, phone, e-mail, department, posts, roles, extension, status,
// and the password when adding. Enter submits; a refusal keeps what was typed.
import {
  Button, Dropdown, Field, Input, MessageBar, MessageBarBody, Option, Radio, RadioGroup, Spinner, makeStyles, tokens,
} from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { TreePickerDialog } from '../../../../shared/ui/TreePickerDialog.tsx';
import { findNode } from '../../../../shared/ui/treeFilter.ts';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import { OneTimePassword } from './OneTimePassword.tsx';
import { useUserForm } from './useUserForm.ts';

export interface UserFormDialogProps {
  open: boolean;
  /** null adds a user; a number edits that user. */
  userId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

const useStyles = makeStyles({
  surface: { width: '760px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
  deptButton: { justifyContent: 'flex-start', width: '100%', fontWeight: tokens.fontWeightRegular },
});

const GENDERS = [0, 1, 2] as const;

export function UserFormDialog({ open, userId, onClose, onSaved }: UserFormDialogProps) {
  const styles = useStyles();
  const f = useUserForm(open, userId, onSaved);
  const title = f.adding ? t.addTitle : t.editTitle;
  const { draft, errors, set } = f;
  const deptName = draft.deptId === null ? null : findNode(f.deptTree, String(draft.deptId))?.name ?? null;
  const names = <T extends { id: number }>(items: readonly T[], ids: number[], label: (item: T) => string) =>
    ids.map((id) => items.find((i) => i.id === id)).filter(Boolean).map((i) => label(i!)).join('、');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!f.saving) void f.save();
  };

  return (
    <>
      <FormDialog
        open={open && f.oneTimePassword === null}
        title={title}
        surfaceClassName={styles.surface}
        onSubmit={submit}
        submitLabel={f.saving ? t.saving : t.save}
        saving={f.saving}
        submitDisabled={f.loadingUser || Boolean(f.loadError)}
        onCancel={onClose}
      >
        {f.loadError ? (
          <LoadErrorBar message={f.loadError} onRetry={f.reloadUser} />
        ) : f.loadingUser ? (
          <Spinner label={t.loadingUser} />
        ) : (
          <div className={styles.form}>
            {f.failure && (
              <MessageBar intent="error" role="alert" className={styles.wide}>
                <MessageBarBody>{f.failure}</MessageBarBody>
              </MessageBar>
            )}
            <Field label={t.realName} required validationMessage={errors.realName}>
              <Input name="realName" value={draft.realName} maxLength={30} onChange={(_, d) => set('realName', d.value)} />
            </Field>
            <Field label={t.username} required validationMessage={errors.username} hint={t.usernameHint}>
              <Input name="username" value={draft.username} maxLength={30} autoComplete="off" onChange={(_, d) => set('username', d.value)} />
            </Field>
            <Field label={t.jobNumber} required validationMessage={errors.jobNumber}>
              <Input name="jobNumber" value={draft.jobNumber} maxLength={32} onChange={(_, d) => set('jobNumber', d.value)} />
            </Field>
            <Field label={t.gender}>
              <RadioGroup layout="horizontal" value={String(draft.gender)} onChange={(_, d) => set('gender', Number(d.value) as 0 | 1 | 2)}>
                {GENDERS.map((g) => <Radio key={g} value={String(g)} label={t.genders[g]} />)}
              </RadioGroup>
            </Field>
            <Field label={t.mobile} validationMessage={errors.mobile}>
              <Input name="mobile" type="tel" value={draft.mobile} maxLength={20} onChange={(_, d) => set('mobile', d.value)} />
            </Field>
            <Field label={t.email} validationMessage={errors.email}>
              <Input name="email" type="email" value={draft.email} maxLength={100} onChange={(_, d) => set('email', d.value)} />
            </Field>
            <Field label={t.dept} required validationMessage={errors.deptId}>
              <Button className={styles.deptButton} onClick={() => f.setPickingDept(true)} aria-label={`${t.dept}：${deptName ?? t.chooseDept}`}>
                {deptName ?? t.chooseDept}
              </Button>
            </Field>
            <Field label={t.landlineNumber} validationMessage={errors.landlineNumber} hint={t.extensionHint}>
              <Input name="landlineNumber" inputMode="numeric" value={draft.landlineNumber} maxLength={8} onChange={(_, d) => set('landlineNumber', d.value)} />
            </Field>
            <Field label={t.posts}>
              <Dropdown
                multiselect
                placeholder={t.choosePosts}
                value={names(f.posts, draft.postIdList, (p) => p.postName)}
                selectedOptions={draft.postIdList.map(String)}
                onOptionSelect={(_, d) => set('postIdList', d.selectedOptions.map(Number))}
              >
                {f.posts.map((p) => <Option key={p.id} value={String(p.id)}>{p.postName}</Option>)}
              </Dropdown>
            </Field>
            <Field label={t.roles}>
              <Dropdown
                multiselect
                placeholder={t.chooseRoles}
                value={names(f.roles, draft.roleIdList, (r) => r.roleName)}
                selectedOptions={draft.roleIdList.map(String)}
                onOptionSelect={(_, d) => set('roleIdList', d.selectedOptions.map(Number))}
              >
                {f.roles.map((r) => <Option key={r.id} value={String(r.id)}>{r.roleName}</Option>)}
              </Dropdown>
            </Field>
            <Field label={t.status}>
              <RadioGroup layout="horizontal" value={String(draft.status)} onChange={(_, d) => set('status', Number(d.value) as 0 | 1)}>
                <Radio value="1" label={t.statuses[1]} />
                <Radio value="0" label={t.statuses[0]} />
              </RadioGroup>
            </Field>
            {f.adding && (
              <Field label={t.password} validationMessage={errors.password} hint={t.passwordOptionalHint}>
                <Input name="password" type="password" value={draft.password} maxLength={20} autoComplete="new-password" onChange={(_, d) => set('password', d.value)} />
              </Field>
            )}
          </div>
        )}
      </FormDialog>
      <FormDialog
        open={f.oneTimePassword !== null}
        title={t.addedTitle}
        onSubmit={(event) => { event.preventDefault(); f.closeOneTimePassword(); }}
        submitLabel={t.close}
        saving={false}
        onCancel={f.closeOneTimePassword}
      >
        {f.oneTimePassword && <OneTimePassword password={f.oneTimePassword} />}
      </FormDialog>
      {f.pickingDept && (
        <TreePickerDialog
          open
          kind="dept"
          nodes={f.deptTree}
          value={draft.deptId}
          onConfirm={(node) => { set('deptId', Number(node.id)); f.setPickingDept(false); }}
          onCancel={() => f.setPickingDept(false)}
          onClear={() => { set('deptId', null); f.setPickingDept(false); }}
        />
      )}
    </>
  );
}
