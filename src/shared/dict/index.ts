// The console's one dictionary copy: every dictionary in one session resource whose args carry the dictionary version.
// A 'dicts' push (any server's write) moves the version, so every reader loads the new labels at once; a reconnected
// push stream re-checks (pushes missed while it was down are lost). No module-level copy of the data.
import { useSnapshot } from 'valtio';
import { fetchAllDicts } from '../api/dict.ts';
import type { DictData, DictGroup } from '../api/types.ts';
import { useResource } from '../data/index.ts';
import { DICTS_RESOURCE, dictVersion } from './version.ts';

export { DICTS_RESOURCE, dictVersion };

const NO_ENTRIES: readonly DictData[] = [];

/** Every dictionary, loaded once per session and again whenever the version moves. */
export function useDicts(): { groups: readonly DictGroup[] | undefined; error: string } {
  const { version } = useSnapshot(dictVersion);
  const { data, error } = useResource<DictGroup[]>(DICTS_RESOURCE, () => fetchAllDicts(), { args: version });
  return { groups: data, error };
}

/** One dictionary's entries, disabled ones included (old records keep their labels). */
export function useDict(dictType: string): readonly DictData[] {
  return useDicts().groups?.find((g) => g.dictType === dictType)?.dataList ?? NO_ENTRIES;
}

/** The enabled entries as choices; `current` (a record's value) stays offered even when its entry was disabled. */
export function useDictChoices(dictType: string, current?: string): Array<{ value: string; label: string }> {
  return useDict(dictType).filter((d) => d.status === 1 || d.dictValue === current).map((d) => ({ value: d.dictValue, label: d.dictLabel }));
}

/** A value's label in one dictionary's entries (the value itself when unknown). */
export const dictLabel = (entries: readonly DictData[], value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : entries.find((d) => d.dictValue === String(value))?.dictLabel ?? String(value);
