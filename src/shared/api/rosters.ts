// 班组管理, 技能组 and 常用号码's calls. (The softphone's own reads stay in callcenter.ts and org.ts: its bundle is at its limit.)
import { call, download } from '../http/client.ts';
import { rostersText as t } from '../i18n/rosters.zh-CN.ts';
import {
  ROSTER_RESOURCES as PUSHED,
  type ClassSaveRequest, type ClassUpdateRequest, type PhonePageRequest, type PhoneSaveRequest, type PhoneUpdateRequest, type SkillSaveRequest,
  type SkillUpdateRequest,
} from './contracts/rosters.ts';

/** Session resource keys of the admin pages (the server pushes 'changed' for them after a write) and of the member pickers. */
export const ROSTER_RESOURCES = { classes: PUSHED.classes[1], skills: PUSHED.skills[1], phoneBook: PUSHED.phoneBook[1], agents: 'roster:agents' } as const;

export const fetchClassPage = (query: { current: number; size: number; className?: string }, signal?: AbortSignal) =>
  call('/aip/callcenter/banci/page', { body: query, signal });
export const fetchClass = (id: number, signal?: AbortSignal) => call('/aip/callcenter/banci/info', { body: { id }, signal });
export const addClass = (input: ClassSaveRequest) => call('/aip/callcenter/banci/save', { body: input });
export const updateClass = (input: ClassUpdateRequest) => call('/aip/callcenter/banci/update', { body: input });
export const deleteClasses = (ids: number[]) => call('/aip/callcenter/banci/delete', { body: { ids } });

export const fetchRosterAgents = (signal?: AbortSignal) => call('/aip/callcenter/roster/agents', { body: {}, signal });

export const fetchSkillPage = (query: { current: number; size: number; keyword?: string }, signal?: AbortSignal) =>
  call('/aip/zCallcenterSkills/page', { body: query, signal });
export const fetchSkill = (id: number, signal?: AbortSignal) => call('/aip/zCallcenterSkills/info', { body: { id }, signal });
export const addSkill = (input: SkillSaveRequest) => call('/aip/zCallcenterSkills/save', { body: input });
export const updateSkill = (input: SkillUpdateRequest) => call('/aip/zCallcenterSkills/update', { body: input });
export const deleteSkills = (ids: number[]) => call('/aip/zCallcenterSkills/delete', { body: { ids } });

export const fetchPhonePage = (query: NonNullable<PhonePageRequest>, signal?: AbortSignal) => call('/aip/commonNumber/phone/page', { body: query, signal });
export const addPhone = (input: PhoneSaveRequest) => call('/aip/commonNumber/phone/save', { body: input });
export const updatePhone = (input: PhoneUpdateRequest) => call('/aip/commonNumber/phone/update', { body: input });
export const deletePhones = (ids: number[]) => call('/aip/commonNumber/phone/delete', { body: { ids } });
export const downloadPhoneTemplate = () => download('/aip/commonNumber/phone/template', { filename: t.phone.templateName });

export function importPhones(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('/aip/commonNumber/phone/import', { body: form, query: {}, signal });
}

export const exportPhones = (filters: { name?: string; number?: string }) =>
  download('/aip/commonNumber/phone/export', { body: filters, filename: t.phone.exportName });
