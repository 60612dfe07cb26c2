// Menus (spec §7): the signed-in user's route tree and button permissions; the admin's menu list, info, save, update, delete.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, IntEnum, NoBody, NullableText, Optional, ReqStr, Str, type EndpointMap } from './schema.ts';

/** A menu of the signed-in user's tree (type 0 items only, sorted). */
export const MenuItem = Type.Recursive((This) => Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  name: Type.String(),
  /** Route path; may be an http(s) URL for external pages. */
  url: Type.String(),
  /** 'Layout' for top-level shells, otherwise a view path such as 'gong-dan/list/index'. */
  component: Type.String(),
  componentName: Type.String(),
  icon: Type.String(),
  /** 3 = routed page; any other value = embedded frame page whose path is the id. */
  routingType: Type.Integer(),
  /** 1 = hidden */
  isShow: Type.Integer(),
  /** 1 = not cached */
  noCache: Type.Integer(),
  sort: Type.Integer(),
  children: Type.Array(This),
}), { $id: 'MenuItem' });
export type MenuItem = Static<typeof MenuItem>;

/** Permission strings, e.g. ['sys:menu:save', 'gongdan:order:export']. */
export const NavButtonResult = Type.Array(Type.String());
export type NavButtonResult = Static<typeof NavButtonResult>;

/** Every menu and button, flat, sorted by pid then sort (admin, sys:menu:list). */
export const MenuRow = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  parentName: NullableText(),
  name: Type.String(),
  url: Type.String(),
  component: Type.String(),
  componentName: Type.String(),
  icon: Type.String(),
  /** 0 menu, 1 button */
  type: Type.Integer(),
  /** Comma-separated permission strings of a button. */
  perms: Type.String(),
  routingType: Type.Integer(),
  isShow: Type.Integer(),
  noCache: Type.Integer(),
  sort: Type.Integer(),
  /** 0 正常, 1 停用 (hidden from every menu, its buttons' permissions refused) */
  status: Type.Integer(),
});
export type MenuRow = Static<typeof MenuRow>;

const menuFields = {
  /** 0 menu, 1 button */
  type: IntEnum([0, 1] as const),
  name: ReqStr(50),
  /** 0 for a top-level menu; a button's parent is a menu. */
  pid: Int(0),
  /** Route path, frame address or external http(s) link (menus only). */
  url: Optional(Str(200)),
  /** 'Layout', '' (frames and links) or a view path of the console's registry (menus only). */
  component: Optional(Str(100)),
  /** One of the spec's menu icon set, or '' (menus only). */
  icon: Optional(Str(30)),
  /** 3 routed page; 1 embedded frame routed by the id. */
  routingType: Optional(Int(0, 9)),
  /** 1 = hidden */
  isShow: Optional(IntEnum([0, 1] as const)),
  /** 1 = not cached */
  noCache: Optional(IntEnum([0, 1] as const)),
  sort: Optional(Int(0, 9999)),
  /** 0 正常, 1 停用: hidden from every menu with everything below it, and its buttons' permissions refused */
  status: Optional(IntEnum([0, 1] as const)),
  /** Buttons: comma-separated permission strings such as 'sys:menu:save,sys:menu:info'. */
  perms: Optional(Str(500)),
};

export const MenuSave = Body(menuFields);
export type MenuSave = Static<typeof MenuSave>;
export const MenuUpdate = Body({ ...menuFields, id: Int(1) });
export type MenuUpdate = Static<typeof MenuUpdate>;

export const menuEndpoints = {
  '/api/sys/menu/nav': { body: NoBody, reply: Type.Array(MenuItem) },
  '/api/sys/menu/navButton': { body: NoBody, reply: NavButtonResult },
  '/api/sys/menu/list': { query: Body({ name: Optional(Str(50)) }), body: NoBody, reply: Type.Array(MenuRow) },
  '/api/sys/menu/info': { query: Body({ id: Int(1) }), body: NoBody, reply: MenuRow },
  '/api/sys/menu/save': { body: MenuSave, reply: MenuRow },
  '/api/sys/menu/update': { body: MenuUpdate, reply: MenuRow },
  '/api/sys/menu/delete': { query: Body({ id: Int(1) }), body: NoBody, reply: Type.Null() },
} as const satisfies EndpointMap;
