// 班组管理, 技能组 and 常用号码: lists and their CRUD; the sign-in and transfer dialogs read them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PHONE_IMPORT_MAX_MB, ROSTER_RESOURCES } from '../../../src/shared/api/contracts/rosters.ts';
import { endpoint, sendBytes } from '../lib/contract.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { installMultipart, xlsxBytes } from '../plugins/multipart.ts';
import { addClass, classDetail, classPage, deleteClasses, updateClass } from '../services/rosters/classes.ts';
import { addPhone, deletePhones, phoneBook, phoneDetail, phonePage, updatePhone } from '../services/rosters/phonebook.ts';
import { exportPhones, importPhones, phoneTemplate, UnreadableSheet } from '../services/rosters/phonebook-sheet.ts';
import { rosterAgents, type LiveSeat } from '../services/rosters/resources.ts';
import { addSkill, deleteSkills, skillDetail, skillList, skillPage, updateSkill } from '../services/rosters/skills.ts';
import { sendWorkbook, stamp } from './sys-users-import.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const disposition = (name: string) => `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;
const CLASSES = { module: '班组管理' };
const SKILLS = { module: '技能组' };
const PHONES = { module: '常用号码' };

const rosterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await installMultipart(app, PHONE_IMPORT_MAX_MB * 1024 * 1024);

  /** Every open console drops what it loaded of these resources: an open sign-in, transfer or call dialog shows the change. */
  const changed = (resources: readonly string[]) => app.changes.publish({ push: { to: 'all', event: { type: 'changed', resources: [...resources] } } });
  /** This server's signed-in seats (seat_state may lag them by a write). */
  const liveSeats = (): LiveSeat[] => app.cti.seats.all().map((s) => ({ classId: s.classId, skillName: s.skillName, signedIn: s.seatStatus !== 'Logged Out' }));

  // ---- 班组管理 ----
  app.route({ ...endpoint('/aip/callcenter/banci/page'), handler: async (request) => {
    const input = request.body ?? {};
    return ok(await classPage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/aip/callcenter/banci/info'), handler: async (request) => ok(await classDetail(app.db, request.body.id)) });

  app.route({ ...endpoint('/aip/callcenter/banci/save'), config: { permission: 'callcenter:banci:save', log: { ...CLASSES, action: '新增班组' } },
    handler: async (request) => {
      const id = await addClass(app.db, request.body);
      await changed(ROSTER_RESOURCES.classes);
      return ok({ id });
    } });

  app.route({ ...endpoint('/aip/callcenter/banci/update'), config: { permission: 'callcenter:banci:update', log: { ...CLASSES, action: '修改班组' } },
    handler: async (request) => {
      const { id, ...fields } = request.body;
      await updateClass(app.db, id, fields);
      await changed(ROSTER_RESOURCES.classes);
      return ok(null);
    } });

  app.route({ ...endpoint('/aip/callcenter/banci/delete'), config: { permission: 'callcenter:banci:delete', log: { ...CLASSES, action: '删除班组' } },
    handler: async (request) => {
      await deleteClasses(app.db, request.body.ids, liveSeats());
      await changed(ROSTER_RESOURCES.classes);
      return ok(null);
    } });

  app.route({ ...endpoint('/aip/callcenter/roster/agents'),
    config: { permission: ['callcenter:banci:save', 'callcenter:banci:update', 'callcenter:skill:save', 'callcenter:skill:update'] },
    handler: async (request) => ok(await rosterAgents(app.db, request.body?.keyword)) });

  // ---- 技能组 ----
  app.route({ ...endpoint('/aip/zCallcenterSkills/list'), handler: async () => ok({ records: await skillList(app.db) }) });

  app.route({ ...endpoint('/aip/zCallcenterSkills/page'), handler: async (request) => {
    const input = request.body ?? {};
    return ok(await skillPage(app.db, input.keyword, pageOf(input)));
  } });

  app.route({ ...endpoint('/aip/zCallcenterSkills/info'), handler: async (request) => ok(await skillDetail(app.db, request.body.id)) });

  app.route({ ...endpoint('/aip/zCallcenterSkills/save'), config: { permission: 'callcenter:skill:save', log: { ...SKILLS, action: '新增技能组' } },
    handler: async (request) => {
      const id = await addSkill(app.db, request.body);
      await changed(ROSTER_RESOURCES.skills);
      return ok({ id });
    } });

  app.route({ ...endpoint('/aip/zCallcenterSkills/update'), config: { permission: 'callcenter:skill:update', log: { ...SKILLS, action: '修改技能组' } },
    handler: async (request) => {
      const { id, ...fields } = request.body;
      await updateSkill(app.db, id, fields, liveSeats());
      await changed(ROSTER_RESOURCES.skills);
      return ok(null);
    } });

  app.route({ ...endpoint('/aip/zCallcenterSkills/delete'), config: { permission: 'callcenter:skill:delete', log: { ...SKILLS, action: '删除技能组' } },
    handler: async (request) => {
      await deleteSkills(app.db, request.body.ids, liveSeats());
      await changed(ROSTER_RESOURCES.skills);
      return ok(null);
    } });

  // ---- 常用号码 ----
  app.route({ ...endpoint('/aip/commonNumber/phone/list'), handler: async (request) => ok(await phoneBook(app.db, request.body ?? {})) });

  app.route({ ...endpoint('/aip/commonNumber/phone/page'), handler: async (request) => {
    const input = request.body ?? {};
    return ok(await phonePage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/aip/commonNumber/phone/info'), handler: async (request) => ok(await phoneDetail(app.db, request.body.id)) });

  app.route({ ...endpoint('/aip/commonNumber/phone/save'), config: { permission: 'callcenter:phone:save', log: { ...PHONES, action: '新增常用号码' } },
    handler: async (request) => {
      const id = await addPhone(app.db, request.body);
      await changed(ROSTER_RESOURCES.phoneBook);
      return ok({ id });
    } });

  app.route({ ...endpoint('/aip/commonNumber/phone/update'), config: { permission: 'callcenter:phone:update', log: { ...PHONES, action: '修改常用号码' } },
    handler: async (request) => {
      const { id, ...fields } = request.body;
      await updatePhone(app.db, id, fields);
      await changed(ROSTER_RESOURCES.phoneBook);
      return ok(null);
    } });

  app.route({ ...endpoint('/aip/commonNumber/phone/delete'), config: { permission: 'callcenter:phone:delete', log: { ...PHONES, action: '删除常用号码' } },
    handler: async (request) => {
      await deletePhones(app.db, request.body.ids);
      await changed(ROSTER_RESOURCES.phoneBook);
      return ok(null);
    } });

  app.route({ ...endpoint('/aip/commonNumber/phone/template'), config: { permission: 'callcenter:phone:import' }, handler: async (_request, reply) =>
    sendBytes(reply, await phoneTemplate(), { 'content-type': XLSX, 'content-disposition': disposition('常用号码导入模板.xlsx') }) });

  app.route({ ...endpoint('/aip/commonNumber/phone/import'), config: { permission: 'callcenter:phone:import', log: { ...PHONES, action: '导入常用号码' } },
    handler: async (request) => {
      const data = await xlsxBytes(request, PHONE_IMPORT_MAX_MB);
      try {
        const result = await importPhones(app.db, data);
        if (result.imported > 0) await changed(ROSTER_RESOURCES.phoneBook);
        return ok(result, `导入完成：成功 ${result.imported} 条，失败 ${result.failed} 条`);
      } catch (error) {
        if (error instanceof UnreadableSheet) throw new ApiError(400, error.message);
        throw error;
      }
    } });

  app.route({ ...endpoint('/aip/commonNumber/phone/export'), config: { permission: 'callcenter:phone:export', log: { ...PHONES, action: '导出常用号码' } },
    handler: async (request, reply) => sendWorkbook(reply, `常用号码_${stamp()}.xlsx`, (out) => exportPhones(app.db, request.body ?? {}, out)) });
};

export default rosterRoutes;
