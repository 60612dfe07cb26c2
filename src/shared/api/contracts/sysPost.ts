// Posts (岗位): list and form; users carry posts.
import { type EndpointMap } from './schema.ts';

export const sysPostEndpoints = {
} as const satisfies EndpointMap;
