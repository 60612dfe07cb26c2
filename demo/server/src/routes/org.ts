// Organisation: departments and their trees, regions and areas, the phone book.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import type { AreaNode, Dept, DeptNode, RegionNode } from '../../../../src/shared/api/types.ts';
import type { SysAreaTable, SysDeptTable } from '../db/schema.ts';
import { endpoint } from '../lib/contract.ts';
import { fail, ok } from '../lib/envelope.ts';
import { likePattern } from '../lib/schema.ts';
import { buildTree } from '../lib/tree.ts';
import { DEPT } from '../seed/org.ts';

const toDept = (d: Selectable<SysDeptTable>): Dept => ({
  id: d.id, pid: d.pid, name: d.name, level: d.level, kind: d.kind, sort: d.sort, leader: d.leader, phone: d.phone,
});
const toNode = (d: Selectable<SysDeptTable>) => ({ id: d.id, pid: d.pid, name: d.name, level: d.level });
const toRegion = (a: Selectable<SysAreaTable>) => ({ id: a.id, pid: a.pid, name: a.name, code: a.code, areaType: a.area_type });

const orgRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const allDepts = () => app.db.selectFrom('sys_dept').selectAll().orderBy('level').orderBy('sort').orderBy('id').execute();

  app.route({ ...endpoint('/api/sys/dept/list'), handler: async (request) => {
    let q = app.db.selectFrom('sys_dept').selectAll();
    if (request.body?.name) q = q.where('name', 'like', likePattern(request.body.name));
    const rows = await q.orderBy('level').orderBy('sort').orderBy('id').execute();
    return ok(rows.map(toDept));
  } });

  app.route({ ...endpoint('/api/sys/dept/list2'), handler: async (request) => {
    const rows = await allDepts();
    // isTree=2 asks for the nested tree; anything else gets the flat list.
    if (request.query.isTree === 2) return ok<DeptNode[]>(buildTree(rows.map(toNode), 0));
    return ok<Dept[]>(rows.map(toDept));
  } });

  app.route({ ...endpoint('/api/sys/dept/getMainDeptByPid'), handler: async (request) => {
    const pid = request.body?.pid ?? DEPT.city;
    const rows = await allDepts();
    if (pid !== 0 && !rows.some((d) => d.id === pid)) return fail('上级部门不存在');
    const mainIds = new Set(rows.filter((d) => d.pid === pid && d.kind === 'main').map((d) => d.id));
    const subtree = rows.filter((d) => mainIds.has(d.id) || mainIds.has(d.pid)).map(toNode);
    return ok<DeptNode[]>(buildTree(subtree, pid));
  } });

  app.route({ ...endpoint('/api/sys/dept/getSubDeptByPid'), handler: async (request) => {
    const { pid } = request.query;
    const parent = await app.db.selectFrom('sys_dept').select('id').where('id', '=', pid).executeTakeFirst();
    if (!parent) return fail('上级部门不存在');
    const rows = await app.db.selectFrom('sys_dept').selectAll().where('pid', '=', pid).orderBy('sort').orderBy('id').execute();
    return ok(rows.map((d) => ({ ...toNode(d), children: [] })));
  } });

  app.route({ ...endpoint('/apo/userController/getDeptListLevel1'), handler: async () => {
    const rows = await app.db.selectFrom('sys_dept').select(['id', 'name', 'pid']).where('kind', '=', 'main').orderBy('sort').orderBy('id').execute();
    return ok(rows);
  } });

  app.route({ ...endpoint('/aip/deptinfo/list'), handler: async (request) => {
    let q = app.db.selectFrom('sys_dept as d').leftJoin('sys_dept as p', 'p.id', 'd.pid')
      .selectAll('d').select('p.name as parent_name').where('d.kind', 'in', ['main', 'sub']);
    if (request.body?.name) q = q.where('d.name', 'like', likePattern(request.body.name));
    const rows = await q.orderBy('d.level').orderBy('d.sort').orderBy('d.id').execute();
    return ok(rows.map((d) => ({
      deptId: d.id, deptName: d.name, pid: d.pid, parentName: d.parent_name, level: d.level, leader: d.leader, phone: d.phone, address: d.address,
    })));
  } });

  app.route({ ...endpoint('/api/sys/region/tree'), handler: async () => {
    // The region picker offers only areas marked shown.
    const rows = await app.db.selectFrom('sys_area').selectAll().where('is_show', '=', '0').orderBy('sort').orderBy('id').execute();
    return ok<RegionNode[]>(buildTree(rows.map(toRegion), 0));
  } });

  app.route({ ...endpoint('/api/sys/sysarea/listTree'), handler: async () => {
    const rows = await app.db.selectFrom('sys_area').selectAll().orderBy('sort').orderBy('id').execute();
    return ok<AreaNode[]>(buildTree(rows.map((a) => ({ ...toRegion(a), isShow: a.is_show, sort: a.sort })), 0));
  } });

  app.route({ ...endpoint('/aip/commonNumber/phone/list'), handler: async (request) => {
    let q = app.db.selectFrom('phone_book').select(['id', 'name', 'number']);
    if (request.body?.name) q = q.where('name', 'like', likePattern(request.body.name));
    if (request.body?.number) q = q.where('number', 'like', `${request.body.number}%`);
    return ok(await q.orderBy('sort').orderBy('id').execute());
  } });
};

export default orgRoutes;
