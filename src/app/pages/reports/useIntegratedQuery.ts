// 综合查询's logic: the search draft and the applied search (kept per tab), the checks done before asking the server,
// the paged result with its capped total, the export with its progress, and the user's saved query sets.
import { useState } from 'react';
import {
  deleteQuerySet, exportIntegrated, fetchIntegratedDepts, fetchIntegratedIndex, fetchIntegratedPage, fetchQuerySets, renameQuerySet, saveQuerySet,
} from '../../../shared/api/integrated.ts';
import { INTEGRATED_WORDS_MAX_DAYS, type IntegratedFilters, type IntegratedQuerySet } from '../../../shared/api/contracts/integrated.ts';
import { invalidate, useResource } from '../../../shared/data/index.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { integratedText as t } from '../../../shared/i18n/integrated.zh-CN.ts';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { usePageState } from '../../../shared/ui/pageState.ts';
import { useExport } from '../../../shared/ui/useExport.ts';
import { recentDays } from '../../../shared/utils/dayText.ts';

/** Every condition as the form holds it (text); empty = not used. */
export const EMPTY_SEARCH = {
  workflowId: '', phone: '', words: '', appealType: '', eventTypeId: '', regionId: '', deptId: '', status: '',
  createdFrom: '', createdTo: '', finishedFrom: '', finishedTo: '', deadlineFrom: '', deadlineTo: '',
  overdue: '', callbackResult: '', fromCall: '', callAgent: '', callFrom: '', callTo: '',
};
export type Search = typeof EMPTY_SEARCH;
export type SearchField = keyof Search;

/** The registration range a new or reset form starts with: a keyword search needs one, and recent orders are what is asked for. */
export const DEFAULT_RANGE_DAYS = 30;
/** The form as it opens: the last 30 China-time days registered, nothing else. */
export function defaultSearch(now = Date.now()): Search {
  const { from, to } = recentDays(DEFAULT_RANGE_DAYS, now);
  return { ...EMPTY_SEARCH, createdFrom: from, createdTo: to };
}

const NUMBER_FIELDS = new Set<SearchField>(['eventTypeId', 'regionId', 'deptId', 'status', 'overdue', 'callbackResult', 'fromCall']);
export const PAGE_SIZES = [10, 20, 50, 100];
export const SETS_RESOURCE = 'integrated:sets';

/** The filters the server takes: trimmed, empty ones left out, choices as numbers. */
export function filtersOf(search: Search): IntegratedFilters {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search) as Array<[SearchField, string]>) {
    const text = value.trim();
    if (text) out[key] = NUMBER_FIELDS.has(key) ? Number(text) : text;
  }
  return out as IntegratedFilters;
}

/** A saved set's conditions back in the form. */
export function searchOf(filters: IntegratedFilters): Search {
  const out: Search = { ...EMPTY_SEARCH };
  for (const key of Object.keys(EMPTY_SEARCH) as SearchField[]) {
    const value = (filters as Record<string, unknown>)[key];
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

const RANGES: Array<[SearchField, SearchField, string]> = [
  ['createdFrom', 'createdTo', '登记时间'], ['finishedFrom', 'finishedTo', '办结时间'], ['deadlineFrom', 'deadlineTo', '截止时间'], ['callFrom', 'callTo', '来电时间'],
];

/** Field messages of a draft the server would refuse (the draft is kept as typed). */
export function problemsOf(s: Search): Partial<Record<SearchField, string>> {
  const out: Partial<Record<SearchField, string>> = {};
  for (const [from, to, label] of RANGES) {
    if (s[from] && s[to] && s[from] > s[to]) out[to] = t.badRange(label);
  }
  if (s.words.trim()) {
    const start = s.createdFrom ? Date.parse(s.createdFrom) : NaN;
    const end = s.createdTo ? Date.parse(s.createdTo) : Date.now();
    if (Number.isNaN(start) || end - start > INTEGRATED_WORDS_MAX_DAYS * 86_400_000) out.words = t.wordsRule;
  }
  return out;
}

export function useIntegratedQuery() {
  const notify = useNotify();
  const [opening] = useState(defaultSearch);
  const [search, setSearch] = usePageState<Search>('integrated:search', opening);
  const [draft, setDraft] = useState<Search>(search);
  const [problems, setProblems] = useState<Partial<Record<SearchField, string>>>({});
  // A refused search shows no rows: the last answer belongs to other conditions than the form now shows.
  const [refused, setRefused] = usePageState('integrated:refused', false);
  const [paging, setPaging] = usePageState('integrated:paging', { page: 1, size: 20 });

  const choices = useResource('integrated:index', (signal) => fetchIntegratedIndex(signal));
  const depts = useResource('integrated:depts', (signal) => fetchIntegratedDepts(signal));
  const sets = useResource(SETS_RESOURCE, (signal) => fetchQuerySets(signal));
  const list = useResource('integrated:list', (signal) => fetchIntegratedPage({ ...filtersOf(search), page: paging.page, size: paging.size }, signal),
    { args: { search, paging }, clearOnError: true });

  const setField = (name: SearchField, value: string) => {
    setDraft({ ...draft, [name]: value });
    if (problems[name]) setProblems({ ...problems, [name]: undefined });
  };
  const apply = (next: Search) => {
    const found = problemsOf(next);
    setProblems(found);
    const bad = Object.values(found).some(Boolean);
    setRefused(bad);
    if (bad) return false;
    setSearch({ ...next });
    setPaging({ ...paging, page: 1 });
    // Loaded once with the new search after this render (reload() here would still send the old one first).
    invalidate('integrated:list');
    return true;
  };
  const runSearch = () => apply(draft);
  const reset = () => {
    const fresh = defaultSearch();
    setDraft(fresh);
    setProblems({});
    setRefused(false);
    setSearch(fresh);
    setPaging({ ...paging, page: 1 });
  };
  const applySet = (set: IntegratedQuerySet) => {
    const next = searchOf(set.conditions);
    setDraft(next);
    if (apply(next)) notify.success(t.applied(set.name));
  };

  const { exporting, runExport } = useExport(() => exportIntegrated(filtersOf(search)), { done: t.exportDone, failed: t.exportFailed });

  /** Saves the form's conditions (what is typed, searched or not); answers the server's refusal to show in the dialog. */
  const saveSet = async (name: string): Promise<string | null> => {
    if (!name.trim()) return t.setNameRequired;
    const conditions = filtersOf(draft);
    if (!Object.keys(conditions).length) return t.nothingToSave;
    try {
      await saveQuerySet(name.trim(), conditions);
      invalidate(SETS_RESOURCE);
      notify.success(t.saved);
      return null;
    } catch (error) {
      return messageOf(error, t.saveFailed);
    }
  };
  const renameSet = async (id: number, name: string): Promise<string | null> => {
    if (!name.trim()) return t.setNameRequired;
    try {
      await renameQuerySet(id, name.trim());
      void sets.reload();
      notify.success(t.saved);
      return null;
    } catch (error) {
      return messageOf(error, t.saveFailed);
    }
  };
  const deleteSet = async (id: number): Promise<boolean> => {
    try {
      await deleteQuerySet(id);
      void sets.reload();
      notify.success(t.deleted);
      return true;
    } catch (error) {
      notify.error(messageOf(error, t.deleteFailed));
      return false;
    }
  };

  return {
    draft, setField, problems, runSearch, reset, refused,
    filtered: (Object.keys(search) as SearchField[]).some((k) => search[k].trim() !== '' && k !== 'createdFrom' && k !== 'createdTo'),
    choices: choices.data, choicesError: choices.error, reloadChoices: () => { void choices.reload(); void depts.reload(); },
    depts: depts.data ?? [],
    records: refused ? [] : list.data?.records ?? [], total: refused ? 0 : list.data?.total ?? 0, more: !refused && (list.data?.more ?? false),
    loading: list.loading, error: list.error, reload: list.reload,
    paging, showPage: (page: number, size: number) => setPaging({ page, size }),
    runExport, exporting,
    sets: sets.data ?? [], setsLoading: sets.loading, setsError: sets.error, saveSet, renameSet, deleteSet, applySet,
  };
}
