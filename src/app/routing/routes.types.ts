/** A page the console can show: a view from the registry, or another system in an embedded frame. */
export interface PageRoute {
  /** Full path, e.g. '/gong-dan/untodo', or '/803' for a frame page (the spec routes those by menu id). */
  path: string;
  /** Internal name; frame pages build it from the menu id. */
  name: string;
  title: string;
  icon?: string;
  /** isShow 1: routed, but not in the sidebar. */
  hidden: boolean;
  /** noCache 1: unmounted when its tab is left, so it starts fresh each time. */
  noCache: boolean;
  /** Shown without a tab of its own (a pass-through page). */
  noTab?: boolean;
  /** The home tab: always present, cannot be closed. */
  affix?: boolean;
  /** A view path such as 'gong-dan/list/index' (resolved by the view registry). */
  view?: string;
  /** For frame pages: the address the frame loads. */
  frameUrl?: string;
}

/** A sidebar entry: a group (component Layout), a page, or an external link opened in a new window. */
export interface MenuEntry {
  id: string;
  title: string;
  icon?: string;
  /** Route path for pages; absent for groups. */
  path?: string;
  /** External http(s) address for links. */
  href?: string;
  children: readonly MenuEntry[];
}

/** Everything the menu tree of a user yields: the sidebar and the routable pages. */
export interface MenuRoutes {
  menu: readonly MenuEntry[];
  pages: readonly PageRoute[];
}
