// Menus (spec §7): the signed-in user's route tree and button permissions; the admin's menu list and delete.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, NoBody, NullableText, Optional, Str, type EndpointMap } from './schema.ts';

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
});
export type MenuRow = Static<typeof MenuRow>;

export const menuEndpoints = {
  '/api/sys/menu/nav': { body: NoBody, reply: Type.Array(MenuItem) },
  '/api/sys/menu/navButton': { body: NoBody, reply: NavButtonResult },
  '/api/sys/menu/list': { query: Body({ name: Optional(Str(50)) }), body: NoBody, reply: Type.Array(MenuRow) },
  '/api/sys/menu/delete': { query: Body({ id: Int(1) }), body: NoBody, reply: Type.Null() },
} as const satisfies EndpointMap;
