// Users (spec §7 "Users, roles"): the admin's user list, form, status, password reset, import and export.
import { type EndpointMap } from './schema.ts';

export const sysUserEndpoints = {
} as const satisfies EndpointMap;
