// What 综合查询 offers to pick: statuses, appeal types, call-back results, event types, regions, and the departments
// the user may search by (a department user only its own, with its units for a level-1 department).
import type { DeptNode } from '../../../../src/shared/api/types.ts';
import {
  INTEGRATED_EXPORT_MAX, INTEGRATED_TOTAL_CAP, INTEGRATED_WORDS_MAX_DAYS, type IntegratedIndex,
} from '../../../../src/shared/api/contracts/integrated.ts';
import { buildTree } from '../../lib/tree.ts';
import type { ReadCache } from '../cache.ts';
import { dictChoices } from '../dict/dicts.ts';
import { callbackResults, CENTRE_ROLES, Role, statusNames } from '../workorders/model.ts';
import { ORDER_DICTS } from '../workorders/order-labels.ts';
import type { Actor, Db } from '../workorders/run-transition.ts';

export async function integratedIndex(db: Db, cache: ReadCache): Promise<IntegratedIndex> {
  const [appealTypes, eventTypes, regions] = await Promise.all([
    dictChoices(cache, db, ORDER_DICTS.appealType),
    db.selectFrom('event_type').select(['id', 'pid', 'name']).orderBy('pid').orderBy('sort').orderBy('id').execute(),
    db.selectFrom('sys_area').select(['id', 'pid', 'name']).where('is_show', '=', '0').orderBy('pid').orderBy('sort').orderBy('id').execute(),
  ]);
  return {
    statuses: Object.entries(statusNames).map(([value, label]) => ({ value, label })),
    appealTypes,
    callbackResults: [...callbackResults.map((r) => ({ value: String(r.value), label: r.label })), { value: '0', label: '未回访' }],
    eventTypes,
    regions,
    totalCap: INTEGRATED_TOTAL_CAP,
    exportMax: INTEGRATED_EXPORT_MAX,
    wordsMaxDays: INTEGRATED_WORDS_MAX_DAYS,
  };
}

/** Main departments with their sub departments; what a department user's visibility lets it search by. */
export async function integratedDepts(db: Db, user: Actor): Promise<DeptNode[]> {
  const rows = await db.selectFrom('sys_dept').select(['id', 'pid', 'name', 'level', 'kind']).where('kind', 'in', ['main', 'sub'])
    .orderBy('level').orderBy('sort').orderBy('id').execute();
  const mainIds = new Set(rows.filter((d) => d.kind === 'main').map((d) => d.id));
  let picked = rows.filter((d) => d.kind === 'main' || mainIds.has(d.pid));
  const centre = user.roleIds.some((r) => CENTRE_ROLES.includes(r) || r === Role.approver);
  if (!centre) {
    const own = user.deptId;
    if (own === null) return [];
    picked = user.roleIds.includes(Role.level1) ? picked.filter((d) => d.id === own || d.pid === own) : picked.filter((d) => d.id === own);
  }
  // Roots are the nodes whose parent is not offered (main departments, or a department user's own).
  return buildTree(picked.map(({ id, pid, name, level }) => ({ id, pid, name, level })));
}
