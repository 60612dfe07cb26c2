// Roles (spec §7 "Users, roles"): list, form with the menu-and-button tree, data scope.
import { type EndpointMap } from './schema.ts';

export const sysRoleEndpoints = {
} as const satisfies EndpointMap;
