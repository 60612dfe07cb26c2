// The post form's logic: fields with their checks, saving, the server's refusal kept beside what was typed.
import { useEffect, useState, type FormEvent } from 'react';
import type { Post } from '../../../../shared/api/contracts/sysPost.ts';
import { addPost, updatePost } from '../../../../shared/api/sysPosts.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { postsText as t } from '../../../../shared/i18n/system-posts.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';

export interface PostFields {
  postCode: string;
  postName: string;
  sort: string;
  status: 0 | 1;
  remark: string;
}

type FieldErrors = Partial<Record<'postCode' | 'postName' | 'sort', string>>;

const EMPTY: PostFields = { postCode: '', postName: '', sort: '0', status: 1, remark: '' };

/** `post` null adds a post; a post edits it. The fields reset when `open` turns true. */
export function usePostForm(open: boolean, post: Post | null, onSaved: () => void) {
  const [fields, setFields] = useState<PostFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setSaveError('');
    setFields(post
      ? { postCode: post.postCode, postName: post.postName, sort: String(post.sort), status: post.status === 0 ? 0 : 1, remark: post.remark ?? '' }
      : EMPTY);
  }, [open, post]);

  const setField = <K extends keyof PostFields>(name: K, value: PostFields[K]) => {
    setFields((old) => ({ ...old, [name]: value }));
    if (name in errors) setErrors((old) => ({ ...old, [name]: undefined }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const wrong: FieldErrors = {};
    if (!fields.postCode.trim()) wrong.postCode = zhCN.common.required;
    if (!fields.postName.trim()) wrong.postName = zhCN.common.required;
    const sort = Number(fields.sort);
    if (fields.sort.trim() === '') wrong.sort = zhCN.common.required;
    else if (!/^\d{1,4}$/.test(fields.sort.trim())) wrong.sort = t.sortFormat;
    setErrors(wrong);
    if (Object.keys(wrong).length) return;
    setSaving(true);
    setSaveError('');
    const body = { postCode: fields.postCode.trim(), postName: fields.postName.trim(), sort, status: fields.status, remark: fields.remark.trim() };
    try {
      if (post) await updatePost({ id: post.id, ...body });
      else await addPost(body);
      onSaved();
    } catch (error) {
      setSaveError(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  return { fields, setField, errors, saving, saveError, submit };
}
