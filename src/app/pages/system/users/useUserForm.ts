// The user form's logic: load the user to edit, the choices (departments, roles, posts), field checks as the server
// makes them, save; a refusal keeps everything typed and says why.
import { useEffect, useState } from 'react';
import type { UserDetail } from '../../../../shared/api/contracts/sysUser.ts';
import { fetchDeptTree } from '../../../../shared/api/org.ts';
import { fetchEnabledPosts, POSTS_RESOURCE } from '../../../../shared/api/sysPosts.ts';
import { fetchRoles } from '../../../../shared/api/sysRoles.ts';
import { addUser, fetchUser, updateUser } from '../../../../shared/api/sysUsers.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import {
  EMAIL_PATTERN, EXTENSION_PATTERN, JOB_NUMBER_PATTERN, USERNAME_PATTERN, userFieldMessages,
} from '../../../../shared/protocol/userFields.ts';
import { passwordPolicyViolations } from '../../../../shared/protocol/password.ts';
import { isPhone } from '../../../../shared/protocol/phone.ts';
import { USER_DEPT_TREE_RESOURCE, USER_ROLES_RESOURCE } from './resources.ts';

export interface UserDraft {
  realName: string;
  username: string;
  jobNumber: string;
  gender: 0 | 1 | 2;
  mobile: string;
  email: string;
  deptId: number | null;
  postIdList: number[];
  roleIdList: number[];
  landlineNumber: string;
  status: 0 | 1;
  password: string;
}

export type UserDraftErrors = Partial<Record<keyof UserDraft, string>>;

const EMPTY_DRAFT: UserDraft = {
  realName: '', username: '', jobNumber: '', gender: 2, mobile: '', email: '', deptId: null, postIdList: [], roleIdList: [],
  landlineNumber: '', status: 1, password: '',
};

const draftOf = (u: UserDetail): UserDraft => ({
  realName: u.realName, username: u.username, jobNumber: u.jobNumber, gender: (u.gender as 0 | 1 | 2) ?? 2, mobile: u.mobile ?? '',
  email: u.email ?? '', deptId: u.deptId, postIdList: [...u.postIdList], roleIdList: [...u.roleIdList], landlineNumber: u.landlineNumber,
  status: u.status === 0 ? 0 : 1, password: '',
});

/** The form's checks, the same rules the server applies; an empty password when adding asks the server for a one-time one. */
export function checkUserDraft(d: UserDraft, adding: boolean): UserDraftErrors {
  const errors: UserDraftErrors = {};
  const required = zhCN.common.required;
  if (!d.realName.trim()) errors.realName = required;
  else if ([...d.realName.trim()].length > 30) errors.realName = userFieldMessages.realName;
  if (!d.username.trim()) errors.username = required;
  else if (!USERNAME_PATTERN.test(d.username.trim())) errors.username = userFieldMessages.username;
  if (!d.jobNumber.trim()) errors.jobNumber = required;
  else if (!JOB_NUMBER_PATTERN.test(d.jobNumber.trim())) errors.jobNumber = userFieldMessages.jobNumber;
  const mobile = d.mobile.trim();
  if (mobile && !isPhone(mobile)) errors.mobile = userFieldMessages.phone;
  if (d.email.trim() && !EMAIL_PATTERN.test(d.email.trim())) errors.email = userFieldMessages.email;
  if (d.deptId === null) errors.deptId = required;
  if (d.landlineNumber.trim() && !EXTENSION_PATTERN.test(d.landlineNumber.trim())) errors.landlineNumber = userFieldMessages.extension;
  if (adding && d.password) errors.password = passwordPolicyViolations(d.password).join('；') || undefined;
  return errors;
}

export function useUserForm(open: boolean, userId: number | null, onSaved: () => void) {
  const adding = userId === null;
  const [draft, setDraft] = useState<UserDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<UserDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [pickingDept, setPickingDept] = useState(false);
  /** The one-time password the server chose for the user just added, shown once before the form reports it saved. */
  const [oneTimePassword, setOneTimePassword] = useState<string | null>(null);

  const user = useResource(`sys:users:form`, (signal) => fetchUser(userId!, signal), { args: { userId }, enabled: open && userId !== null });
  const depts = useResource(USER_DEPT_TREE_RESOURCE, () => fetchDeptTree(), { enabled: open });
  const roles = useResource(USER_ROLES_RESOURCE, (signal) => fetchRoles(undefined, signal), { enabled: open });
  const posts = useResource(POSTS_RESOURCE, (signal) => fetchEnabledPosts(signal), { enabled: open });

  // Each opening starts from the user as saved (or an empty form); later reloads of the same user keep what was typed.
  const loaded = user.data && user.data.id === userId ? user.data : null;
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setFailure(null);
    setDraft(adding ? EMPTY_DRAFT : loaded ? draftOf(loaded) : EMPTY_DRAFT);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, userId, loaded?.id]);

  const set = <K extends keyof UserDraft>(field: K, value: UserDraft[K]) => {
    setDraft((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const save = async () => {
    const found = checkUserDraft(draft, adding);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    setFailure(null);
    const fields = {
      realName: draft.realName.trim(), username: draft.username.trim(), jobNumber: draft.jobNumber.trim(), gender: draft.gender,
      mobile: draft.mobile.trim(), email: draft.email.trim(), deptId: draft.deptId!, postIdList: draft.postIdList, roleIdList: draft.roleIdList,
      landlineNumber: draft.landlineNumber.trim(), status: draft.status,
    };
    try {
      if (adding) {
        const added = await addUser({ ...fields, password: draft.password });
        if (added.oneTimePassword) return setOneTimePassword(added.oneTimePassword);
      } else {
        await updateUser({ ...fields, id: userId });
      }
      onSaved();
    } catch (error) {
      setFailure(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  return {
    adding, draft, set, errors, failure, saving, save, pickingDept, setPickingDept, oneTimePassword,
    closeOneTimePassword: () => {
      setOneTimePassword(null);
      onSaved();
    },
    loadingUser: !adding && !loaded && user.loading, loadError: adding ? '' : user.error, reloadUser: user.reload,
    deptTree: depts.data ?? [], roles: roles.data ?? [], posts: posts.data ?? [],
  };
}
