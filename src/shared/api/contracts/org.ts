// Departments and regions (spec §7): department lists and trees, regions and areas, the phone book.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, NoBody, NullableText, Optional, OptionalBody, Str, type EndpointMap } from './schema.ts';

/** A department row. */
export const Dept = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  name: Type.String(),
  /** 0 city / hotline centre root, 1 main (level-1) department or the centre, 2 sub (level-2) unit or centre section */
  level: Type.Integer(),
  /** root | centre | section | main | sub */
  kind: Type.String(),
  sort: Type.Integer(),
  leader: NullableText(),
  phone: NullableText(),
  /** 1 正常, 0 停用 (left out of pickers; takes no new orders). */
  status: Optional(Type.Integer()),
  email: Optional(NullableText()),
});
export type Dept = Static<typeof Dept>;

/** Filters by part of the name. */
export const DeptListRequest = OptionalBody({ name: Optional(Str(50)) });
export type DeptListRequest = NonNullable<Static<typeof DeptListRequest>>;

/** A node of a department tree. */
export const DeptNode = Type.Recursive((This) => Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  name: Type.String(),
  level: Type.Integer(),
  children: Type.Array(This),
}), { $id: 'DeptNode' });
export type DeptNode = Static<typeof DeptNode>;

/** Main departments under pid (default: the city), with their units. */
export const MainDeptRequest = OptionalBody({ pid: Optional(Int(0)) });
export type MainDeptRequest = NonNullable<Static<typeof MainDeptRequest>>;

const regionFields = {
  id: Type.Integer(),
  pid: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  /** area_type dictionary value */
  areaType: Type.String(),
};

/** A node of the region tree (visible areas only). */
export const RegionNode = Type.Recursive((This) => Type.Object({ ...regionFields, children: Type.Array(This) }), { $id: 'RegionNode' });
export type RegionNode = Static<typeof RegionNode>;

/** A node of the area tree (all areas, hidden ones too). */
export const AreaNode = Type.Recursive((This) => Type.Object({
  ...regionFields,
  /** is_show dictionary value: '0' shown, '1' hidden */
  isShow: Type.String(),
  sort: Type.Integer(),
  children: Type.Array(This),
}), { $id: 'AreaNode' });
export type AreaNode = Static<typeof AreaNode>;

export const DeptLevel1 = Type.Object({ id: Type.Integer(), name: Type.String(), pid: Type.Integer() });
export type DeptLevel1 = Static<typeof DeptLevel1>;

/** A department that handles orders, with its contacts. */
export const DeptInfo = Type.Object({
  deptId: Type.Integer(),
  deptName: Type.String(),
  pid: Type.Integer(),
  parentName: NullableText(),
  level: Type.Integer(),
  leader: NullableText(),
  phone: NullableText(),
  address: NullableText(),
});
export type DeptInfo = Static<typeof DeptInfo>;

/** The phone book (常用号码) lives with the rosters; its entry type is re-exported for the readers of org types. */
export { PhoneBookEntry } from './rosters.ts';

export const orgEndpoints = {
  '/api/sys/dept/list': { body: DeptListRequest, reply: Type.Array(Dept) },
  /** isTree=2 answers the nested tree; anything else the flat list. */
  '/api/sys/dept/list2': { query: Body({ isTree: Optional(Int(0, 9)) }), body: NoBody, reply: Type.Union([Type.Array(DeptNode), Type.Array(Dept)]) },
  '/api/sys/dept/getMainDeptByPid': { body: MainDeptRequest, reply: Type.Array(DeptNode) },
  '/api/sys/dept/getSubDeptByPid': { query: Body({ pid: Int(1) }), body: NoBody, reply: Type.Array(DeptNode) },
  '/apo/userController/getDeptListLevel1': { body: NoBody, reply: Type.Array(DeptLevel1) },
  '/aip/deptinfo/list': { body: DeptListRequest, reply: Type.Array(DeptInfo) },
  '/api/sys/region/tree': { body: NoBody, reply: Type.Array(RegionNode) },
} as const satisfies EndpointMap;
