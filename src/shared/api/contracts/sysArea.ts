// 区域管理 (spec §7 "Areas and dictionaries"): the area tree loaded level by level, add, update, move, delete.
import { Type, type Static } from '@sinclair/typebox';
import { AreaNode } from './org.ts';
import { Body, Int, NoBody, OptionalBody, Optional, ReqStr, Str, type EndpointMap } from './schema.ts';

/** One area as the tree table shows it; its children load when it is opened. */
export const Area = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  /** area_type dictionary value: 1 市, 2 区县, 3 街道/乡镇, 4 社区/村 */
  areaType: Type.String(),
  /** is_show dictionary value: 0 显示, 1 隐藏 */
  isShow: Type.String(),
  sort: Type.Integer(),
  hasChildren: Type.Boolean(),
});
export type Area = Static<typeof Area>;

/** pid alone: that area's children (0: the top level). name: the matching areas with every ancestor, flat. */
export const AreaTreeRequest = OptionalBody({ pid: Optional(Int(0)), name: Optional(Str(50)) });
export type AreaTreeRequest = NonNullable<Static<typeof AreaTreeRequest>>;

const areaFields = {
  /** 0: a top-level area. */
  pid: Int(0),
  name: ReqStr(50),
  code: Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9A-Za-z]+$' }),
  areaType: Type.String({ minLength: 1, maxLength: 8, pattern: '^[0-9A-Za-z_]+$' }),
  isShow: Type.String({ minLength: 1, maxLength: 8, pattern: '^[0-9A-Za-z_]+$' }),
  sort: Int(0, 9999),
};
export const AreaSaveRequest = Body(areaFields);
export type AreaSaveRequest = Static<typeof AreaSaveRequest>;
export const AreaUpdateRequest = Body({ id: Int(1), ...areaFields });
export type AreaUpdateRequest = Static<typeof AreaUpdateRequest>;

export const sysAreaEndpoints = {
  '/api/sys/sysarea/listTree': { body: AreaTreeRequest, reply: Type.Array(Area) },
  /** Every area as one tree, hidden ones too: the parent picker of the area form (an admin moves areas regardless of is_show). */
  '/api/sys/sysarea/tree': { body: NoBody, reply: Type.Array(AreaNode) },
  '/api/sys/sysarea/info': { body: Body({ id: Int(1) }), reply: Area },
  /** Add: the parent must exist, the code must be new. */
  '/api/sys/sysarea': { body: AreaSaveRequest, reply: Type.Object({ id: Type.Integer() }) },
  /** Also moves the area under another parent (never under itself or its own descendants). */
  '/api/sys/sysarea/update': { body: AreaUpdateRequest, reply: Type.Null() },
  /** Refused while the area has children or work orders name it. */
  '/api/sys/sysarea/delete': { query: Body({ id: Int(1) }), body: NoBody, reply: Type.Null() },
} as const satisfies EndpointMap;
