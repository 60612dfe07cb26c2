// Notes and helpers around orders: comments, remarks, relations, common opinions, field configuration,
// missed calls, department matching, repairs of finished orders, cache clearing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RepairableField } from '../../../../src/shared/api/workorder.types.ts';
import { endpoint } from '../lib/contract.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { likePattern, pageOf } from '../lib/schema.ts';
import { formatDateTime } from '../lib/time.ts';
import { canSee } from '../services/workorders/detail.ts';
import { once, readKey } from '../services/workorders/idempotency.ts';
import { matchDepartment } from '../services/workorders/match.ts';
import { DEFAULT_RELATION_TYPE, relationTypeName, relationTypes, Role } from '../services/workorders/model.ts';
import { checkRelationType, relationsOf } from '../services/workorders/relations.ts';
import { resolveFields } from '../services/workorders/register.ts';
import { findOrder, resultOf, runAction, writeLog, type Actor } from '../services/workorders/run-transition.ts';
import { TransitionRefused } from '../services/workorders/transitions.ts';
import { describeChanges } from './workorders-actions.ts';
import { actorOf, refusing } from './workorders-common.ts';

const noteOf = (n: { id: number; content: string; user_name: string; created_at: Date }) =>
  ({ id: n.id, content: n.content, userName: n.user_name, createTime: formatDateTime(n.created_at)! });

const workorderMiscRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mustSee = async (user: Actor, workflowId: string) => {
    if (!(await canSee(app.db, user, workflowId))) throw new TransitionRefused('工单不存在或无权查看');
  };
  const requireRole = (user: Actor, roles: number[], msg = '暂无权限') => {
    if (!user.roleIds.some((r) => r === Role.admin || roles.includes(r))) throw new ApiError(403, msg);
  };

  // ---- comments and remarks ----
  const addNote = (kind: 'comment' | 'remark', label: string) => async (user: Actor, workflowId: string, content: string) => {
    await mustSee(user, workflowId);
    await app.db.transaction().execute(async (tx) => {
      await tx.insertInto('workflow_comment').values({ workflow_id: workflowId, kind, content, user_id: user.id, user_name: user.realName }).execute();
      await writeLog(tx, workflowId, user, label, `${label}：${content}`);
    });
  };
  const listNotes = async (kind: string, workflowId: string) =>
    (await app.db.selectFrom('workflow_comment').select(['id', 'content', 'user_name', 'created_at']).where('workflow_id', '=', workflowId).where('kind', '=', kind).orderBy('id').execute()).map(noteOf);

  app.route({ ...endpoint('/aop/workflow/addComment'), handler: (request) => refusing(async () => {
    await addNote('comment', '添加批注')(actorOf(request), request.body.workflowId, request.body.content);
    return ok(await listNotes('comment', request.body.workflowId), '批注已添加');
  }) });

  // With content it adds a remark; either way it answers the order's remarks.
  app.route({ ...endpoint('/aop/workflowRemark'), handler: (request) => refusing(async () => {
    const user = actorOf(request);
    await mustSee(user, request.body.workflowId);
    if (request.body.content) await addNote('remark', '添加备注')(user, request.body.workflowId, request.body.content);
    return ok(await listNotes('remark', request.body.workflowId));
  }) });

  // ---- relations between orders (symmetric, each with a type) ----
  app.route({ ...endpoint('GET /aop/workflowRel/getType2'), handler: async () => ok([...relationTypes]) });

  app.route({ ...endpoint('GET /aop/workflowRel/:workflowId'), handler: (request) => refusing(async () => {
    const user = actorOf(request);
    await mustSee(user, request.params.workflowId);
    return ok(await relationsOf(app.db, request.params.workflowId, user));
  }) });

  app.route({ ...endpoint('/aop/workflowRel/batchInsert'), handler: (request) => refusing(async () => {
    const user = actorOf(request);
    const { workflowId, relType = DEFAULT_RELATION_TYPE } = request.body;
    checkRelationType(relType);
    const rels = [...new Set(request.body.relWorkflowIds)].filter((id) => id !== workflowId);
    if (!rels.length) throw new TransitionRefused('不能关联工单本身');
    for (const id of [workflowId, ...rels]) await mustSee(user, id);
    await app.db.transaction().execute(async (tx) => {
      // Relating again changes the type of an existing relation.
      await tx.insertInto('workflow_rel').values(rels.flatMap((r) => [
        { workflow_id: workflowId, rel_workflow_id: r, rel_type: relType, created_by: user.id },
        { workflow_id: r, rel_workflow_id: workflowId, rel_type: relType, created_by: user.id },
      ])).onConflict((oc) => oc.columns(['workflow_id', 'rel_workflow_id']).doUpdateSet({ rel_type: relType })).execute();
      await writeLog(tx, workflowId, user, '关联工单', `关联工单（${relationTypeName(relType)}）：${rels.join('、')}`);
    });
    return ok({ count: rels.length }, '关联成功');
  }) });

  app.route({ ...endpoint('/aop/workflowRel/unbindWorkFlow'), handler: (request) => refusing(async () => {
    const user = actorOf(request);
    const { workflowId, relWorkflowId } = request.body;
    await mustSee(user, workflowId);
    const removed = await app.db.transaction().execute(async (tx) => {
      const r = await tx.deleteFrom('workflow_rel').where((eb) => eb.or([
        eb.and([eb('workflow_id', '=', workflowId), eb('rel_workflow_id', '=', relWorkflowId)]),
        eb.and([eb('workflow_id', '=', relWorkflowId), eb('rel_workflow_id', '=', workflowId)]),
      ])).returning('rel_type').execute();
      if (!r.length) throw new TransitionRefused('两张工单没有关联');
      await writeLog(tx, workflowId, user, '解除关联', `解除关联工单（${relationTypeName(r[0]!.rel_type)}）：${relWorkflowId}`);
      return true;
    });
    return ok({ removed }, '已解除关联');
  }) });

  // ---- common opinions (常用意见), each user's own ----
  const opinionOf = (o: { id: number; content: string; sort: number; created_at: Date }) =>
    ({ id: o.id, content: o.content, sort: o.sort, createTime: formatDateTime(o.created_at)! });
  app.route({ ...endpoint('/aop/opinions/page'), handler: async (request) => {
    const p = pageOf(request.body ?? {});
    let q = app.db.selectFrom('workflow_opinion').where('user_id', '=', request.user.id);
    if (request.body?.keyword) q = q.where('content', 'like', likePattern(request.body.keyword));
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('sort').orderBy('id').limit(p.size).offset(p.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({ records: rows.map(opinionOf), total: Number(total.n), current: p.current, size: p.size });
  } });
  app.route({ ...endpoint('/aop/opinions/all'), handler: async (request) =>
    ok((await app.db.selectFrom('workflow_opinion').selectAll().where('user_id', '=', request.user.id).orderBy('sort').orderBy('id').execute()).map(opinionOf)) });
  const ownOpinion = async (userId: number, id: number) => {
    const o = await app.db.selectFrom('workflow_opinion').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!o) throw new TransitionRefused('常用意见不存在');
    return o;
  };
  app.route({ ...endpoint('/aop/opinions/get'), handler: (request) => refusing(async () => ok(opinionOf(await ownOpinion(request.user.id, request.body.id)))) });
  app.route({ ...endpoint('/aop/opinions/add'), handler: async (request) => {
    const o = await app.db.insertInto('workflow_opinion').values({ user_id: request.user.id, content: request.body.content.trim(), sort: request.body.sort ?? 0 }).returningAll().executeTakeFirstOrThrow();
    return ok(opinionOf(o), '添加成功');
  } });
  app.route({ ...endpoint('/aop/opinions/update'), handler: (request) => refusing(async () => {
    await ownOpinion(request.user.id, request.body.id);
    const o = await app.db.updateTable('workflow_opinion').set({
      ...(request.body.content !== undefined ? { content: request.body.content.trim() } : {}),
      ...(request.body.sort !== undefined ? { sort: request.body.sort } : {}),
    }).where('id', '=', request.body.id).returningAll().executeTakeFirstOrThrow();
    return ok(opinionOf(o), '修改成功');
  }) });
  app.route({ ...endpoint('/aop/opinions/delete'), handler: (request) => refusing(async () => {
    const r = await app.db.deleteFrom('workflow_opinion').where('user_id', '=', request.user.id).where('id', 'in', request.body.ids).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw new TransitionRefused('请选择删除项');
    return ok({ count: Number(r.numDeletedRows) }, '删除成功');
  }) });

  // ---- field configuration by menuType ----
  const configOf = (c: { id: number; menu_type: number; prop_key: string; label: string; visible: number; required: number; sort: number }) =>
    ({ id: c.id, menuType: c.menu_type, propKey: c.prop_key, label: c.label, visible: c.visible, required: c.required, sort: c.sort });
  app.route({ ...endpoint('/aop/tPropertyConfig/queryConfList'),
    handler: async (request) => ok((await app.db.selectFrom('property_config').selectAll().where('menu_type', '=', request.body.menuType).orderBy('sort').execute()).map(configOf)) });
  app.route({ ...endpoint('/aop/tPropertyConfig/bathUpdate'), handler: (request) => refusing(async () => {
    requireRole(request.user, [Role.manager], '只有管理员可以修改字段配置');
    await app.db.transaction().execute(async (tx) => {
      for (const { id, label, visible, required, sort } of request.body.list) {
        if (visible === 0 && required === 1) throw new TransitionRefused('隐藏的字段不能设为必填');
        const r = await tx.updateTable('property_config').set({
          ...(label !== undefined ? { label } : {}), ...(visible !== undefined ? { visible } : {}),
          ...(required !== undefined ? { required } : {}), ...(sort !== undefined ? { sort } : {}),
        }).where('id', '=', id).executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) throw new TransitionRefused(`字段配置 ${id} 不存在`);
      }
    });
    return ok({ count: request.body.list.length }, '保存成功');
  }) });

  // ---- missed calls (漏单) ----
  app.route({ ...endpoint('/aip/missOrderWork/page'), handler: (request) => refusing(async () => {
    requireRole(request.user, [Role.agent, Role.dispatcher, Role.supervisor, Role.manager]);
    const b = request.body ?? {};
    const p = pageOf(b);
    let q = app.db.selectFrom('miss_order');
    if (b.state !== undefined) q = q.where('state', '=', b.state);
    if (b.phone) q = q.where('phone', '=', b.phone);
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('call_time', 'desc').orderBy('id', 'desc').limit(p.size).offset(p.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({
      records: rows.map((m) => ({
        id: m.id, phone: m.phone, callId: m.call_id, landlineNumber: m.landline_number, callTime: formatDateTime(m.call_time)!, state: m.state,
        handleResult: m.handle_result, workflowId: m.workflow_id, handledByName: m.handled_by_name, handleTime: formatDateTime(m.handled_at),
      })),
      total: Number(total.n), current: p.current, size: p.size,
    });
  }) });
  app.route({ ...endpoint('/aop/workflow/doMissOrder'), handler: (request) => refusing(async () => {
    const user = actorOf(request);
    requireRole(user, [Role.agent, Role.dispatcher, Role.supervisor, Role.manager]);
    const b = request.body;
    if (b.workflowId && !(await findOrder(app.db, b.workflowId))) throw new TransitionRefused('关联的工单不存在');
    const r = await app.db.updateTable('miss_order').set({
      state: 1, handle_result: b.handleResult, workflow_id: b.workflowId ?? null, handled_by: user.id, handled_by_name: user.realName, handled_at: new Date(),
    }).where('id', '=', b.id).where('state', '=', 0).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw new TransitionRefused('漏单不存在或已处理');
    return ok(null, '处理成功');
  }) });

  // ---- intelligent department match ----
  const match = async (request: { body: { content: string; eventTypeId?: number } }) => ok(await matchDepartment(app.db, request.body.content, request.body.eventTypeId));
  app.route({ ...endpoint('/aop/intelligentMate/getDeptId'), handler: match });
  app.route({ ...endpoint('/aop/intelligentMatch/intelligentMatch'), handler: match });

  // ---- repairs of finished orders (补录更正): the contract lists the fields, this map their columns ----
  const repairable: Record<RepairableField, string> = {
    citizenName: 'citizen_name', phone: 'phone', address: 'address', content: 'content', eventTypeId: 'event_type_name', regionId: 'region_name', appealType: 'appeal_type',
  };
  app.route({ ...endpoint('/aop/repair/repairOperation'), handler: (request) => refusing(async () => {
    const user = actorOf(request);
    const b = request.body;
    const numeric = b.field === 'eventTypeId' || b.field === 'regionId';
    if (numeric !== (typeof b.value === 'number')) throw new TransitionRefused(numeric ? '该字段的值应为编号' : '该字段的值应为文字');
    return ok(await once(app.db, user.id, readKey(request.headers), 'repair', async (tx) => {
      const before = await findOrder(tx, b.workflowId);
      if (!before) throw new TransitionRefused('工单不存在或已删除');
      const changes = await resolveFields(tx, { [b.field]: b.value });
      const column = repairable[b.field]!;
      const oldValue = String((before as unknown as Record<string, unknown>)[column] ?? '');
      const newValue = String((changes as Record<string, unknown>)[column] ?? '');
      if (oldValue === newValue) throw new TransitionRefused('更正后的值与原值相同');
      const { row } = await runAction(tx, user, b.workflowId, 'repair', {
        version: b.version, changes, changeLog: `${describeChanges(before as unknown as Record<string, unknown>, changes as Record<string, unknown>)}；原因：${b.reason}`,
        after: async (db) => {
          await db.insertInto('workflow_repair').values({ workflow_id: b.workflowId, field: b.field, old_value: oldValue, new_value: newValue, reason: b.reason, user_id: user.id, user_name: user.realName }).execute();
        },
      });
      return resultOf(row);
    }), '更正成功');
  }) });
  app.route({ ...endpoint('/aop/workflow/getLeakAndRepairRecord'), handler: (request) => refusing(async () => {
    const user = actorOf(request);
    const b = request.body ?? {};
    if (b.workflowId) await mustSee(user, b.workflowId);
    else requireRole(user, [Role.dispatcher, Role.supervisor, Role.manager]);
    const p = pageOf(b);
    let q = app.db.selectFrom('workflow_repair');
    if (b.workflowId) q = q.where('workflow_id', '=', b.workflowId);
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').limit(p.size).offset(p.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({
      records: rows.map((r) => ({ id: r.id, workflowId: r.workflow_id, field: r.field, oldValue: r.old_value, newValue: r.new_value, reason: r.reason, userName: r.user_name, createTime: formatDateTime(r.created_at)! })),
      total: Number(total.n), current: p.current, size: p.size,
    });
  }) });

  // ---- cache ----
  app.route({ ...endpoint('/aop/cache/delCache'), handler: (request) => refusing(async () => {
    requireRole(request.user, [], '只有管理员可以清除缓存');
    request.server.cache.invalidate(request.body?.prefix ?? '');
    return ok(null, '缓存已清除');
  }) });
};

export default workorderMiscRoutes;
