// The job form's logic: handler from the registry, its parameters as JSON (checked by the server against the handler's
// schema), the cron builder; the server's refusal kept beside what was typed.
import type { FormEvent } from 'react';
import type { JobGroup, MisfirePolicy, ScheduleHandler, ScheduleJob } from '../../../../shared/api/contracts/sysSchedule.ts';
import { addJob, updateJob } from '../../../../shared/api/sysSchedule.ts';
import { scheduleText as t } from '../../../../shared/i18n/system-schedule.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useAdminForm, type FieldErrors } from '../common/useAdminForm.ts';
import { cronOf, draftOf, type CronDraft } from './cronBuilder.ts';

export interface JobFields {
  name: string;
  jobGroup: JobGroup;
  concurrent: 0 | 1;
  misfirePolicy: MisfirePolicy;
  handler: string;
  params: string;
  cron: CronDraft;
  status: 0 | 1;
  remark: string;
}

type JobField = 'name' | 'handler' | 'params' | 'cron';

const EMPTY: JobFields = { name: '', jobGroup: 'DEFAULT', concurrent: 0, misfirePolicy: 2, handler: '', params: '{}', cron: draftOf('0 2 * * *'), status: 1, remark: '' };

function isJsonObject(text: string): boolean {
  if (!text.trim()) return true;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** `job` null adds a job; a job edits it. The fields reset when `open` turns true. */
export function useJobForm(open: boolean, job: ScheduleJob | null, handlers: readonly ScheduleHandler[], onSaved: () => void) {
  const form = useAdminForm<JobFields, JobField>(open, job, () => (job
    ? {
      name: job.name, jobGroup: job.jobGroup === 'SYSTEM' ? 'SYSTEM' : 'DEFAULT', concurrent: job.concurrent === 1 ? 1 : 0,
      misfirePolicy: ([1, 2, 3] as const).find((p) => p === job.misfirePolicy) ?? 2, handler: job.handler, params: job.params, cron: draftOf(job.cron), status: job.status === 0 ? 0 : 1, remark: job.remark ?? '' }
    : EMPTY));
  const { fields, setFields, setErrors } = form;

  const handler = handlers.find((h) => h.name === fields.handler);

  /** Choosing a handler fills in its example and (for a new job) its usual cron, unless the user typed parameters. */
  const chooseHandler = (name: string) => {
    const chosen = handlers.find((h) => h.name === name);
    setFields((old) => {
      const previous = handlers.find((h) => h.name === old.handler);
      const untouched = !old.params.trim() || old.params.trim() === '{}' || old.params === previous?.example;
      return {
        ...old,
        handler: name,
        name: old.name.trim() && old.name !== previous?.label ? old.name : chosen?.label ?? old.name,
        params: chosen && untouched ? chosen.example : old.params,
        cron: chosen && !job ? draftOf(chosen.defaultCron) : old.cron,
      };
    });
    setErrors((old) => ({ ...old, handler: undefined, params: undefined }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const cron = cronOf(fields.cron);
    const wrong: FieldErrors<JobField> = {};
    if (!fields.name.trim()) wrong.name = zhCN.common.required;
    if (!fields.handler) wrong.handler = zhCN.common.required;
    if (!isJsonObject(fields.params)) wrong.params = t.paramsJson;
    if (!cron) wrong.cron = zhCN.common.required;
    const body = {
      name: fields.name.trim(), jobGroup: fields.jobGroup, concurrent: fields.concurrent, misfirePolicy: fields.misfirePolicy, handler: fields.handler, params: fields.params.trim() || '{}', cron: cron ?? '', status: fields.status, remark: fields.remark.trim() };
    await form.save(wrong, async () => {
      if (job) await updateJob({ id: job.id, ...body });
      else await addJob(body);
      onSaved();
    });
  };

  return { fields, setField: form.setField, chooseHandler, handler, errors: form.errors, saving: form.saving, saveError: form.saveError, submit };
}
