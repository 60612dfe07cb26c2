// Departments (spec §7 "Departments and regions"): the admin's tree table and form (renren-style info, save, update, delete).
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, IntEnum, NoBody, NullableText, Optional, ReqStr, Str, type EndpointMap } from './schema.ts';

/** One department as the admin form edits it. */
export const SysDept = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  parentName: NullableText(),
  name: Type.String(),
  /** 0 the city, 1 main department or the centre, 2 unit or centre section: follows the parent. */
  level: Type.Integer(),
  /** root | centre | section | main | sub */
  kind: Type.String(),
  sort: Type.Integer(),
  leader: NullableText(),
  phone: NullableText(),
  address: NullableText(),
  email: NullableText(),
  /** 1 正常, 0 停用 */
  status: Type.Integer(),
});
export type SysDept = Static<typeof SysDept>;

const deptFields = {
  /** The parent department (the city for a main department). */
  pid: Int(1),
  name: ReqStr(50),
  sort: Optional(Int(0, 9999)),
  leader: Optional(Str(20)),
  /** Mobile or landline (spec §5 phone rule); empty for none. */
  phone: Optional(Str(20)),
  /** When given, must be the level the parent implies (1 under the city, 2 under a main department or the centre; 0 the city itself). */
  level: Optional(IntEnum([0, 1, 2] as const)),
  address: Optional(Str(200)),
  email: Optional(Str(50)),
  /** 1 正常, 0 停用: a disabled department is left out of pickers and takes no new orders (default 1). */
  status: Optional(IntEnum([0, 1] as const)),
};

export const SysDeptSave = Body(deptFields);
export type SysDeptSave = Static<typeof SysDeptSave>;

/** The whole form again, with the id; the city's parent stays 0. */
export const SysDeptUpdate = Body({ ...deptFields, id: Int(1), pid: Int(0) });
export type SysDeptUpdate = Static<typeof SysDeptUpdate>;

export const sysDeptEndpoints = {
  '/api/sys/dept/info': { query: Body({ id: Int(1) }), body: NoBody, reply: SysDept },
  '/api/sys/dept/save': { body: SysDeptSave, reply: SysDept },
  '/api/sys/dept/update': { body: SysDeptUpdate, reply: SysDept },
  '/api/sys/dept/delete': { query: Body({ id: Int(1) }), body: NoBody, reply: Type.Null() },
} as const satisfies EndpointMap;
