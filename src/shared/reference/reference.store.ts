import { proxy } from 'valtio';
import { fetchAllDicts } from '../api/dict.ts';
import { fetchDeptTree, fetchRegionTree } from '../api/org.ts';
import type { DeptNode, DictGroup, RegionNode } from '../api/types.ts';

/** Dictionaries and trees every page reads; loaded once after sign-in and shared by all elements. */
export const reference = proxy({
  dicts: {} as Record<string, DictGroup>,
  deptTree: [] as DeptNode[],
  regionTree: [] as RegionNode[],
  loaded: false,
});

let inFlight: Promise<void> | null = null;

export function loadReferenceData(): Promise<void> {
  if (reference.loaded) return Promise.resolve();
  inFlight ??= Promise.all([fetchAllDicts(), fetchDeptTree(), fetchRegionTree()])
    .then(([dicts, deptTree, regionTree]) => {
      reference.dicts = Object.fromEntries(dicts.map((group) => [group.dictType, group]));
      reference.deptTree = deptTree;
      reference.regionTree = regionTree;
      reference.loaded = true;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The label of a dictionary value, or the value itself when the dictionary does not know it. */
export function dictLabel(dictType: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const entry = reference.dicts[dictType]?.dataList.find((d) => d.dictValue === String(value));
  return entry?.dictLabel ?? String(value);
}

export function resetReferenceData(): void {
  reference.dicts = {};
  reference.deptTree = [];
  reference.regionTree = [];
  reference.loaded = false;
}
