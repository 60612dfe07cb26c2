// The catalogue entry form's logic: fields with their checks, the form's choices, saving, the server's refusal kept
// beside what was typed.
import type { FormEvent } from 'react';
import {
  CATALOGUE_KEYWORD_LENGTH, CATALOGUE_KEYWORDS_MAX, type CatalogueEntry,
} from '../../../../shared/api/contracts/dispatchCatalogue.ts';
import { addCatalogueEntry, updateCatalogueEntry } from '../../../../shared/api/dispatchCatalogue.ts';
import { catalogueText as t } from '../../../../shared/i18n/system-catalogue.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useAdminForm, type FieldErrors } from '../common/useAdminForm.ts';

export interface CatalogueFields {
  /** Ids as strings ('' = none chosen). */
  eventTypeId: string;
  regionId: string;
  keywords: string;
  leadDeptId: string;
  assistDeptIds: string[];
  timeLimit: string;
  basis: string;
  effectiveFrom: string;
  effectiveTo: string;
  status: 0 | 1;
}

type CatalogueField = 'eventTypeId' | 'keywords' | 'leadDeptId' | 'assistDeptIds' | 'timeLimit' | 'basis' | 'effectiveTo';

const EMPTY: CatalogueFields = {
  eventTypeId: '', regionId: '', keywords: '', leadDeptId: '', assistDeptIds: [], timeLimit: '', basis: '', effectiveFrom: '', effectiveTo: '', status: 1,
};

const fieldsOf = (e: CatalogueEntry): CatalogueFields => ({
  eventTypeId: String(e.eventTypeId), regionId: e.regionId === null ? '' : String(e.regionId), keywords: e.keywords ?? '',
  leadDeptId: String(e.leadDeptId), assistDeptIds: e.assistDeptIds.map(String), timeLimit: e.timeLimit === null ? '' : String(e.timeLimit),
  basis: e.basis, effectiveFrom: e.effectiveFrom ?? '', effectiveTo: e.effectiveTo ?? '', status: e.status === 0 ? 0 : 1,
});

/** The keywords as the server splits them. */
const keywordList = (text: string) => [...new Set(text.split(/[,，、;；\s]+/).map((k) => k.trim()).filter(Boolean))];

/** What is wrong with the fields before the server is asked (the server checks the same and more). */
export function catalogueFieldErrors(fields: CatalogueFields): FieldErrors<CatalogueField> {
  const wrong: FieldErrors<CatalogueField> = {};
  if (!fields.eventTypeId) wrong.eventTypeId = zhCN.common.required;
  if (!fields.leadDeptId) wrong.leadDeptId = zhCN.common.required;
  if (!fields.basis.trim()) wrong.basis = zhCN.common.required;
  const keywords = keywordList(fields.keywords);
  const long = keywords.find((k) => [...k].length > CATALOGUE_KEYWORD_LENGTH);
  if (keywords.length > CATALOGUE_KEYWORDS_MAX) wrong.keywords = t.keywordsTooMany;
  else if (long) wrong.keywords = t.keywordTooLong(long);
  if (fields.leadDeptId && fields.assistDeptIds.includes(fields.leadDeptId)) wrong.assistDeptIds = t.assistIsLead;
  const limit = fields.timeLimit.trim();
  if (limit && (!/^\d{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > 365)) wrong.timeLimit = t.timeLimitFormat;
  if (fields.effectiveFrom && fields.effectiveTo && fields.effectiveTo < fields.effectiveFrom) wrong.effectiveTo = t.dateOrder;
  return wrong;
}

/** `entry` null adds an entry; an entry edits it. The fields reset when `open` turns true. */
export function useCatalogueForm(open: boolean, entry: CatalogueEntry | null, onSaved: () => void) {
  const form = useAdminForm<CatalogueFields, CatalogueField>(open, entry, () => (entry ? fieldsOf(entry) : EMPTY));
  const { fields } = form;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const limit = fields.timeLimit.trim();
    const body = {
      eventTypeId: Number(fields.eventTypeId), regionId: fields.regionId ? Number(fields.regionId) : null,
      keywords: keywordList(fields.keywords).join(',') || null, leadDeptId: Number(fields.leadDeptId),
      assistDeptIds: fields.assistDeptIds.map(Number), timeLimit: limit ? Number(limit) : null, basis: fields.basis.trim(),
      effectiveFrom: fields.effectiveFrom || null, effectiveTo: fields.effectiveTo || null, status: fields.status,
    };
    await form.save(catalogueFieldErrors(fields), async () => {
      if (entry) await updateCatalogueEntry({ id: entry.id, ...body });
      else await addCatalogueEntry(body);
      onSaved();
    });
  };

  return { fields, setField: form.setField, errors: form.errors, saving: form.saving, saveError: form.saveError, submit };
}
