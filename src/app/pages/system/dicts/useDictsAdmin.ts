// 字典管理's logic: the paged type list (search by code and name) and, beside it, the chosen type's entries (search by
// label); add / edit through the forms, delete after confirmation with the page step-back rule. Every write reaches
// every console through the server's 'dicts' push, so nothing here refreshes a cache.
import { useEffect, useState } from 'react';
import type { DictData, DictType } from '../../../../shared/api/contracts/dict.ts';
import { deleteDictData, deleteDictTypes, fetchDictDataPage, fetchDictTypePage } from '../../../../shared/api/dict.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { pageAfterDelete } from '../../../../shared/utils/paging.ts';

export const DICT_PAGE_SIZES = [10, 20, 50];
const NO_TYPES: DictType[] = [];
const NO_ENTRIES: DictData[] = [];

export type TypeEditing = { type: DictType | null } | null;
export type EntryEditing = { entry: DictData | null } | null;
type Deleting = { kind: 'type'; rows: DictType[] } | { kind: 'entry'; rows: DictData[] } | null;

export function useDictsAdmin() {
  const notify = useNotify();
  const canSave = usePermission(['sys:dict:save']);
  const canUpdate = usePermission(['sys:dict:update']);
  const canDelete = usePermission(['sys:dict:delete']);

  const [typeDraft, setTypeDraft] = useState({ dictType: '', dictName: '' });
  const [typeSearch, setTypeSearch] = useState(typeDraft);
  const [typePaging, setTypePaging] = useState({ page: 1, size: 10 });
  const [chosen, setChosen] = useState<DictType | null>(null);
  const [labelDraft, setLabelDraft] = useState('');
  const [labelSearch, setLabelSearch] = useState('');
  const [entryPaging, setEntryPaging] = useState({ page: 1, size: 10 });
  const [typeEditing, setTypeEditing] = useState<TypeEditing>(null);
  const [entryEditing, setEntryEditing] = useState<EntryEditing>(null);
  const [toDelete, setToDelete] = useState<Deleting>(null);
  const [deleting, setDeleting] = useState(false);

  const types = useResource('sys:dicts:types', (signal) => fetchDictTypePage({
    page: typePaging.page, size: typePaging.size,
    ...(typeSearch.dictType.trim() ? { dictType: typeSearch.dictType.trim() } : {}),
    ...(typeSearch.dictName.trim() ? { dictName: typeSearch.dictName.trim() } : {}),
  }, signal), { args: { typeSearch, typePaging } });
  const typeRows = types.data?.records ?? NO_TYPES;

  const entries = useResource('sys:dicts:entries', (signal) => fetchDictDataPage({
    page: entryPaging.page, size: entryPaging.size, dictType: chosen!.dictType, ...(labelSearch.trim() ? { dictLabel: labelSearch.trim() } : {}),
  }, signal), { args: { type: chosen?.dictType, labelSearch, entryPaging }, enabled: chosen !== null });
  const entryRows = chosen ? entries.data?.records ?? NO_ENTRIES : NO_ENTRIES;

  // The chosen type follows its row in a reloaded list (renamed, recoded), and the first type is chosen at start.
  useEffect(() => {
    if (typeRows.length === 0) return;
    const same = chosen && typeRows.find((t) => t.id === chosen.id);
    if (same) { if (same !== chosen) setChosen(same); } else if (!chosen) setChosen(typeRows[0]!);
  }, [typeRows, chosen]);

  const choose = (type: DictType) => {
    setChosen(type);
    setLabelDraft('');
    setLabelSearch('');
    setEntryPaging((p) => ({ ...p, page: 1 }));
  };

  const searchTypes = () => { setTypeSearch({ ...typeDraft }); setTypePaging((p) => ({ ...p, page: 1 })); void types.reload(); };
  const resetTypes = () => { const empty = { dictType: '', dictName: '' }; setTypeDraft(empty); setTypeSearch(empty); setTypePaging((p) => ({ ...p, page: 1 })); };
  const searchEntries = () => { setLabelSearch(labelDraft); setEntryPaging((p) => ({ ...p, page: 1 })); void entries.reload(); };
  const resetEntries = () => { setLabelDraft(''); setLabelSearch(''); setEntryPaging((p) => ({ ...p, page: 1 })); };

  const typeSaved = () => {
    notify.success(zhCN.common.operationSuccess);
    setTypeEditing(null);
    void types.reload();
    if (chosen) void entries.reload();
  };
  const entrySaved = () => {
    notify.success(zhCN.common.operationSuccess);
    setEntryEditing(null);
    void entries.reload();
  };

  const remove = async () => {
    if (!toDelete || deleting) return;
    setDeleting(true);
    try {
      if (toDelete.kind === 'type') {
        await deleteDictTypes(toDelete.rows.map((r) => r.id));
        if (chosen && toDelete.rows.some((r) => r.id === chosen.id)) setChosen(null);
        setTypePaging((p) => ({ ...p, page: pageAfterDelete({ page: p.page, pageSize: p.size, total: types.data?.total ?? 0, deletedCount: toDelete.rows.length }) }));
        void types.reload();
      } else {
        await deleteDictData(toDelete.rows.map((r) => r.id));
        setEntryPaging((p) => ({ ...p, page: pageAfterDelete({ page: p.page, pageSize: p.size, total: entries.data?.total ?? 0, deletedCount: toDelete.rows.length }) }));
        void entries.reload();
      }
      notify.success(zhCN.common.operationSuccess);
      setToDelete(null);
    } catch (failure) {
      notify.error(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setDeleting(false);
    }
  };

  return {
    canSave, canUpdate, canDelete,
    typeFilters: {
      ...(typeSearch.dictType.trim() ? { dictType: typeSearch.dictType.trim() } : {}),
      ...(typeSearch.dictName.trim() ? { dictName: typeSearch.dictName.trim() } : {}),
    },
    typeDraft, setTypeDraft, searchTypes, resetTypes, typeRows, typeTotal: types.data?.total ?? 0, typesLoading: types.loading,
    typesError: types.error, reloadTypes: types.reload, typePaging, setTypePaging, typesFiltered: Boolean(typeSearch.dictType || typeSearch.dictName),
    chosen, choose,
    labelDraft, setLabelDraft, searchEntries, resetEntries, entryRows, entryTotal: chosen ? entries.data?.total ?? 0 : 0,
    entriesLoading: chosen !== null && entries.loading, entriesError: chosen ? entries.error : '', reloadEntries: entries.reload,
    entryPaging, setEntryPaging,
    typeEditing, setTypeEditing, typeSaved, entryEditing, setEntryEditing, entrySaved,
    toDelete, setToDelete, remove, deleting,
  };
}
