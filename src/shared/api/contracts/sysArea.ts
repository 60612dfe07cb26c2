// 区域管理 (spec §7 "Areas and dictionaries"): the area tree loaded level by level, add, update, move, delete.
import type { EndpointMap } from './schema.ts';

export const sysAreaEndpoints = {
} as const satisfies EndpointMap;
