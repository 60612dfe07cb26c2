// Dictionaries (spec §7): every business dictionary at once, one by its directory code, and the admin pages.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, IntEnum, NoBody, NullableText, Optional, OptionalBody, Page, Paging, ReqStr, Str, StringEnum, type EndpointMap } from './schema.ts';

/** 0 停用, 1 正常 */
export const DictStatus = IntEnum([0, 1] as const);
/** An entry's list style, drawn as a badge colour. */
export const DICT_LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type DictListClass = (typeof DICT_LIST_CLASSES)[number];
export const DictListClass = StringEnum(DICT_LIST_CLASSES);

export const DictData = Type.Object({
  id: Type.Integer(),
  dictType: Type.String(),
  /** The dictionary's directory code (equals dictType), as dictsbycode?dictDirCode= takes it. */
  dictDirCode: Type.String(),
  dictValue: Type.String(),
  dictLabel: Type.String(),
  sort: Type.Integer(),
  remark: NullableText(),
  /** One of DICT_LIST_CLASSES. */
  listClass: Type.String(),
  /** 0 停用: kept for old records' labels, not offered in new choices. */
  status: Type.Integer(),
});
export type DictData = Static<typeof DictData>;

/** One dictionary with its entries. */
export const DictGroup = Type.Object({ dictType: Type.String(), dictName: Type.String(), dataList: Type.Array(DictData) });
export type DictGroup = Static<typeof DictGroup>;

/** Every dictionary, one group per dictType. */
export const DictsResult = Type.Array(DictGroup);
export type DictsResult = Static<typeof DictsResult>;

/** One dictionary's entries (an empty list for an unknown code). */
export const DictsByCodeResult = Type.Array(DictData);
export type DictsByCodeResult = Static<typeof DictsByCodeResult>;

export const DictType = Type.Object({
  id: Type.Integer(),
  dictType: Type.String(),
  dictName: Type.String(),
  remark: NullableText(),
  sort: Type.Integer(),
  status: Type.Integer(),
  /** Entries of this dictionary: value and label. */
  dictList: Type.Array(Type.Object({ dictValue: Type.String(), dictLabel: Type.String() })),
});
export type DictType = Static<typeof DictType>;

export const DictTypeAllResult = Type.Array(DictType);
export type DictTypeAllResult = Static<typeof DictTypeAllResult>;

export const DictTypePageRequest = OptionalBody({ ...Paging, dictType: Optional(Str(64)), dictName: Optional(Str(64)) });
export type DictTypePageRequest = NonNullable<Static<typeof DictTypePageRequest>>;

export const DictTypeFilters = OptionalBody({ dictType: Optional(Str(64)), dictName: Optional(Str(64)) });
export type DictTypeFilters = NonNullable<Static<typeof DictTypeFilters>>;
export const DictDataFilters = OptionalBody({ dictType: Optional(Str(64)), dictLabel: Optional(Str(64)) });
export type DictDataFilters = NonNullable<Static<typeof DictDataFilters>>;

export const DictDataPageRequest = OptionalBody({ ...Paging, dictType: Optional(Str(64)), dictLabel: Optional(Str(64)) });
export type DictDataPageRequest = NonNullable<Static<typeof DictDataPageRequest>>;

/** Delete (sys:dict:delete): body {ids} or ?id=. */
export const DeleteByIdsRequest = OptionalBody({ ids: Optional(Type.Array(Int(1), { minItems: 1, maxItems: 1000 })) });
export type DeleteByIdsRequest = NonNullable<Static<typeof DeleteByIdsRequest>>;
const DeleteById = Body({ id: Optional(Int(1)) });

const dictTypeFields = {
  /** The code every reader asks by; letters, digits and _ only. */
  dictType: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
  dictName: ReqStr(64),
  sort: Int(0, 9999),
  status: DictStatus,
  remark: Optional(Str(500)),
};
export const DictTypeSaveRequest = Body(dictTypeFields);
export type DictTypeSaveRequest = Static<typeof DictTypeSaveRequest>;
export const DictTypeUpdateRequest = Body({ id: Int(1), ...dictTypeFields });
export type DictTypeUpdateRequest = Static<typeof DictTypeUpdateRequest>;

const dictDataFields = {
  dictType: ReqStr(64),
  dictLabel: ReqStr(64),
  dictValue: ReqStr(64),
  sort: Int(0, 9999),
  listClass: DictListClass,
  status: DictStatus,
  remark: Optional(Str(500)),
};
export const DictDataSaveRequest = Body(dictDataFields);
export type DictDataSaveRequest = Static<typeof DictDataSaveRequest>;
export const DictDataUpdateRequest = Body({ id: Int(1), ...dictDataFields });
export type DictDataUpdateRequest = Static<typeof DictDataUpdateRequest>;

/** What a dictionary write answers: the new id (on add) and the dictionary version it made. */
export const DictWriteResult = Type.Object({ id: Type.Integer(), version: Type.Integer() });
export type DictWriteResult = Static<typeof DictWriteResult>;

export const dictEndpoints = {
  '/api/sys/dict/data/dicts': { body: NoBody, reply: DictsResult },
  '/api/sys/dict/data/dictsbycode': { query: Body({ dictDirCode: ReqStr(64) }), body: NoBody, reply: DictsByCodeResult },
  '/api/sys/dict/type/all': { body: NoBody, reply: DictTypeAllResult },
  '/api/sys/dict/type/page': { body: DictTypePageRequest, reply: Page(DictType) },
  '/api/sys/dict/data/page': { body: DictDataPageRequest, reply: Page(DictData) },
  '/api/sys/dict/type/delete': { query: DeleteById, body: DeleteByIdsRequest, reply: Type.Null() },
  '/api/sys/dict/type/info': { body: Body({ id: Int(1) }), reply: DictType },
  /** A duplicate code is refused. */
  '/api/sys/dict/type/save': { body: DictTypeSaveRequest, reply: DictWriteResult },
  /** A new code carries the type's entries along. */
  '/api/sys/dict/type/update': { body: DictTypeUpdateRequest, reply: DictWriteResult },
  '/api/sys/dict/data/info': { body: Body({ id: Int(1) }), reply: DictData },
  /** A value already in the type is refused. */
  '/api/sys/dict/data/save': { body: DictDataSaveRequest, reply: DictWriteResult },
  '/api/sys/dict/data/update': { body: DictDataUpdateRequest, reply: DictWriteResult },
  /** The dictionary version: a console that missed pushes compares it with the one its copy was loaded at. */
  '/api/sys/dict/version': { body: NoBody, reply: Type.Object({ version: Type.Integer() }) },
  '/api/sys/dict/data/delete': { query: DeleteById, body: DeleteByIdsRequest, reply: Type.Null() },
  /** 刷新缓存: every server drops what it built from dictionaries and every open console loads them again. */
  '/api/sys/dict/refresh': { body: NoBody, reply: Type.Object({ version: Type.Integer() }) },
  /** The types of the search as .xlsx (with each type's entry count). */
  '/api/sys/dict/type/export': { body: DictTypeFilters, file: true, reply: Type.Null() },
  /** One type's entries of the search as .xlsx. */
  '/api/sys/dict/data/export': { body: DictDataFilters, file: true, reply: Type.Null() },
} as const satisfies EndpointMap;
