// The post form's logic: fields with their checks, saving, the server's refusal kept beside what was typed.
import type { FormEvent } from 'react';
import type { Post } from '../../../../shared/api/contracts/sysPost.ts';
import { addPost, updatePost } from '../../../../shared/api/sysPosts.ts';
import { postsText as t } from '../../../../shared/i18n/system-posts.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useAdminForm, type FieldErrors } from '../common/useAdminForm.ts';

export interface PostFields {
  postCode: string;
  postName: string;
  sort: string;
  status: 0 | 1;
  remark: string;
}

type PostField = 'postCode' | 'postName' | 'sort';

const EMPTY: PostFields = { postCode: '', postName: '', sort: '0', status: 1, remark: '' };

/** `post` null adds a post; a post edits it. The fields reset when `open` turns true. */
export function usePostForm(open: boolean, post: Post | null, onSaved: () => void) {
  const form = useAdminForm<PostFields, PostField>(open, post, () => (post
    ? { postCode: post.postCode, postName: post.postName, sort: String(post.sort), status: post.status === 0 ? 0 : 1, remark: post.remark ?? '' }
    : EMPTY));
  const { fields } = form;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const wrong: FieldErrors<PostField> = {};
    if (!fields.postCode.trim()) wrong.postCode = zhCN.common.required;
    if (!fields.postName.trim()) wrong.postName = zhCN.common.required;
    const sort = Number(fields.sort);
    if (fields.sort.trim() === '') wrong.sort = zhCN.common.required;
    else if (!/^\d{1,4}$/.test(fields.sort.trim())) wrong.sort = t.sortFormat;
    const body = { postCode: fields.postCode.trim(), postName: fields.postName.trim(), sort, status: fields.status, remark: fields.remark.trim() };
    await form.save(wrong, async () => {
      if (post) await updatePost({ id: post.id, ...body });
      else await addPost(body);
      onSaved();
    });
  };

  return { fields, setField: form.setField, errors: form.errors, saving: form.saving, saveError: form.saveError, submit };
}
