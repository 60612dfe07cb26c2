// Organisation: departments and their trees, regions and areas, the phone book.
import type { FastifyPluginAsync } from 'fastify';
import type { Selectable } from 'kysely';
import type {
  AreaNode, Dept, DeptInfo, DeptLevel1, DeptListRequest, DeptNode, MainDeptRequest, PhoneBookEntry, RegionNode,
} from '../../../../src/shared/api/types.ts';
import type { SysAreaTable, SysDeptTable } from '../db/schema.ts';
import { fail, ok } from '../lib/envelope.ts';
import { body, int, likePattern, noBody, query, str } from '../lib/schema.ts';
import { buildTree } from '../lib/tree.ts';
import { DEPT } from '../seed/org.ts';

const toDept = (d: Selectable<SysDeptTable>): Dept => ({
  id: d.id, pid: d.pid, name: d.name, level: d.level, kind: d.kind, sort: d.sort, leader: d.leader, phone: d.phone,
});
const toNode = (d: Selectable<SysDeptTable>) => ({ id: d.id, pid: d.pid, name: d.name, level: d.level });
const toRegion = (a: Selectable<SysAreaTable>) => ({ id: a.id, pid: a.pid, name: a.name, code: a.code, areaType: a.area_type });
const nullableBody = (properties: Record<string, object>) => ({ ...body(properties), type: ['object', 'null'] });

const orgRoutes: FastifyPluginAsync = async (app) => {
  const allDepts = () => app.db.selectFrom('sys_dept').selectAll().orderBy('level').orderBy('sort').orderBy('id').execute();

  app.post<{ Body: DeptListRequest | null }>('/api/sys/dept/list', {
    schema: { body: nullableBody({ name: str(50) }) },
  }, async (request) => {
    let q = app.db.selectFrom('sys_dept').selectAll();
    if (request.body?.name) q = q.where('name', 'like', likePattern(request.body.name));
    const rows = await q.orderBy('level').orderBy('sort').orderBy('id').execute();
    return ok<Dept[]>(rows.map(toDept));
  });

  app.post<{ Querystring: { isTree?: number } }>('/api/sys/dept/list2', {
    schema: { querystring: query({ isTree: int(0, 9) }), body: noBody },
  }, async (request) => {
    const rows = await allDepts();
    // isTree=2 asks for the nested tree; anything else gets the flat list.
    if (request.query.isTree === 2) return ok<DeptNode[]>(buildTree(rows.map(toNode), 0));
    return ok<Dept[]>(rows.map(toDept));
  });

  app.post<{ Body: MainDeptRequest | null }>('/api/sys/dept/getMainDeptByPid', {
    schema: { body: nullableBody({ pid: int(0) }) },
  }, async (request) => {
    const pid = request.body?.pid ?? DEPT.city;
    const rows = await allDepts();
    if (pid !== 0 && !rows.some((d) => d.id === pid)) return fail('上级部门不存在');
    const mainIds = new Set(rows.filter((d) => d.pid === pid && d.kind === 'main').map((d) => d.id));
    const subtree = rows.filter((d) => mainIds.has(d.id) || mainIds.has(d.pid)).map(toNode);
    return ok<DeptNode[]>(buildTree(subtree, pid));
  });

  app.post<{ Querystring: { pid: number } }>('/api/sys/dept/getSubDeptByPid', {
    schema: { querystring: query({ pid: int(1) }, ['pid']), body: noBody },
  }, async (request) => {
    const { pid } = request.query;
    const parent = await app.db.selectFrom('sys_dept').select('id').where('id', '=', pid).executeTakeFirst();
    if (!parent) return fail('上级部门不存在');
    const rows = await app.db.selectFrom('sys_dept').selectAll().where('pid', '=', pid).orderBy('sort').orderBy('id').execute();
    return ok<DeptNode[]>(rows.map((d) => ({ ...toNode(d), children: [] })));
  });

  app.post('/apo/userController/getDeptListLevel1', { schema: { body: noBody } }, async () => {
    const rows = await app.db.selectFrom('sys_dept').select(['id', 'name', 'pid']).where('kind', '=', 'main').orderBy('sort').orderBy('id').execute();
    return ok<DeptLevel1[]>(rows);
  });

  app.post<{ Body: DeptListRequest | null }>('/aip/deptinfo/list', {
    schema: { body: nullableBody({ name: str(50) }) },
  }, async (request) => {
    let q = app.db.selectFrom('sys_dept as d').leftJoin('sys_dept as p', 'p.id', 'd.pid')
      .selectAll('d').select('p.name as parent_name').where('d.kind', 'in', ['main', 'sub']);
    if (request.body?.name) q = q.where('d.name', 'like', likePattern(request.body.name));
    const rows = await q.orderBy('d.level').orderBy('d.sort').orderBy('d.id').execute();
    return ok<DeptInfo[]>(rows.map((d) => ({
      deptId: d.id, deptName: d.name, pid: d.pid, parentName: d.parent_name, level: d.level, leader: d.leader, phone: d.phone, address: d.address,
    })));
  });

  app.post('/api/sys/region/tree', { schema: { body: noBody } }, async () => {
    // The region picker offers only areas marked shown.
    const rows = await app.db.selectFrom('sys_area').selectAll().where('is_show', '=', '0').orderBy('sort').orderBy('id').execute();
    return ok<RegionNode[]>(buildTree(rows.map(toRegion), 0));
  });

  app.post('/api/sys/sysarea/listTree', { schema: { body: noBody } }, async () => {
    const rows = await app.db.selectFrom('sys_area').selectAll().orderBy('sort').orderBy('id').execute();
    return ok<AreaNode[]>(buildTree(rows.map((a) => ({ ...toRegion(a), isShow: a.is_show, sort: a.sort })), 0));
  });

  app.post<{ Body: { name?: string; number?: string } | null }>('/aip/commonNumber/phone/list', {
    schema: { body: nullableBody({ name: str(50), number: { type: 'string', maxLength: 20, pattern: '^[0-9+-]*$' } }) },
  }, async (request) => {
    let q = app.db.selectFrom('phone_book').select(['id', 'name', 'number']);
    if (request.body?.name) q = q.where('name', 'like', likePattern(request.body.name));
    if (request.body?.number) q = q.where('number', 'like', `${request.body.number}%`);
    return ok<PhoneBookEntry[]>(await q.orderBy('sort').orderBy('id').execute());
  });
};

export default orgRoutes;
