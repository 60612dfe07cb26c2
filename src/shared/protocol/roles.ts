// Role ids of the seed the work-order engine and the browser's role-dependent lists both use.

/** Role ids of the seed (seed/users.ts); 3, 56, 50, 20, 25 are the spec's. */
export const RoleId = {
  admin: 1,
  /** Main (level-1) department. */
  level1: 3,
  agent: 10,
  dispatcher: 15,
  supervisor: 20,
  manager: 25,
  approver: 50,
  /** Sub (level-2) department. */
  level2: 56,
} as const;
