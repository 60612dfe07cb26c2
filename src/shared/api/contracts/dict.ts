// Dictionaries (spec §7): every business dictionary at once, one by its directory code, and the admin pages.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, NoBody, NullableText, Optional, OptionalBody, Page, Paging, ReqStr, Str, type EndpointMap } from './schema.ts';

export const DictData = Type.Object({
  id: Type.Integer(),
  dictType: Type.String(),
  /** The dictionary's directory code (equals dictType), as dictsbycode?dictDirCode= takes it. */
  dictDirCode: Type.String(),
  dictValue: Type.String(),
  dictLabel: Type.String(),
  sort: Type.Integer(),
  remark: NullableText(),
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
  /** Entries of this dictionary: value and label. */
  dictList: Type.Array(Type.Object({ dictValue: Type.String(), dictLabel: Type.String() })),
});
export type DictType = Static<typeof DictType>;

export const DictTypeAllResult = Type.Array(DictType);
export type DictTypeAllResult = Static<typeof DictTypeAllResult>;

export const DictTypePageRequest = OptionalBody({ ...Paging, dictType: Optional(Str(64)), dictName: Optional(Str(64)) });
export type DictTypePageRequest = NonNullable<Static<typeof DictTypePageRequest>>;

export const DictDataPageRequest = OptionalBody({ ...Paging, dictType: Optional(Str(64)), dictLabel: Optional(Str(64)) });
export type DictDataPageRequest = NonNullable<Static<typeof DictDataPageRequest>>;

/** Delete (sys:dict:delete): body {ids} or ?id=. */
export const DeleteByIdsRequest = OptionalBody({ ids: Optional(Type.Array(Int(1), { minItems: 1, maxItems: 1000 })) });
export type DeleteByIdsRequest = NonNullable<Static<typeof DeleteByIdsRequest>>;
const DeleteById = Body({ id: Optional(Int(1)) });

export const dictEndpoints = {
  '/api/sys/dict/data/dicts': { body: NoBody, reply: DictsResult },
  '/api/sys/dict/data/dictsbycode': { query: Body({ dictDirCode: ReqStr(64) }), body: NoBody, reply: DictsByCodeResult },
  '/api/sys/dict/type/all': { body: NoBody, reply: DictTypeAllResult },
  '/api/sys/dict/type/page': { body: DictTypePageRequest, reply: Page(DictType) },
  '/api/sys/dict/data/page': { body: DictDataPageRequest, reply: Page(DictData) },
  '/api/sys/dict/type/delete': { query: DeleteById, body: DeleteByIdsRequest, reply: Type.Null() },
  '/api/sys/dict/data/delete': { query: DeleteById, body: DeleteByIdsRequest, reply: Type.Null() },
} as const satisfies EndpointMap;
