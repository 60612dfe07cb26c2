// Departments (spec §7 "Departments and regions"): the admin's tree table and form.
import { type EndpointMap } from './schema.ts';

export const sysDeptEndpoints = {
} as const satisfies EndpointMap;
