// Demo work orders: a few hundred, deterministic, spread over every queue and tab; event types, missed calls, configs.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, EventTypeTable, WorkflowTable } from '../db/schema.ts';
import { cstDay, DAY_MS } from '../lib/time.ts';
import { loadWorkCalendar } from '../services/workorders/workdays.ts';
import { timeLimitOf } from '../services/workorders/model.ts';
import { seedAssists } from './assists.ts';

// [id, name, main department, keywords, children]
type TypeSpec = [number, string, number | null, string, TypeSpec[]?];
const eventTypeTree: TypeSpec[] = [
  [1, '城乡建设', 101, '', [
    [101, '物业管理', 101, '物业,电梯,小区,业委会,停车位'], [102, '建筑施工', 101, '工地,施工,渣土'], [103, '房屋质量', 101, '漏水,裂缝,房屋'],
    [104, '供水排水', 101, '停水,自来水,水压,下水道,排水'],
  ]],
  [2, '市场监管', 102, '', [
    [201, '消费维权', 102, '退款,商家,消费,预付卡'], [202, '食品安全', 102, '食品,餐馆,过期'], [203, '价格违法', 102, '价格,收费,乱收费'],
  ]],
  [3, '生态环境', 103, '', [[301, '大气污染', 103, '烟尘,异味,废气'], [302, '噪声污染', 103, '噪音,扰民,噪声']]],
  [4, '劳动保障', 104, '', [[401, '欠薪', 104, '工资,欠薪,拖欠'], [402, '社保', 104, '社保,养老保险,医保']]],
  [5, '交通出行', 105, '', [[501, '出租车', 105, '出租车,网约车,拒载'], [502, '公交', 105, '公交,站台,线路']]],
  [6, '城市管理', 106, '', [
    [601, '市容环卫', 106, '垃圾,环卫,占道'], [602, '燃气供热', 106, '燃气,暖气,供热'], [603, '道路照明', 106, '路灯,照明'],
    [604, '园林绿化', 106, '树木,绿化带,修剪'], [605, '犬只管理', 106, '流浪狗,遛狗,犬只'], [606, '违规停车', 106, '违停,乱停车,消防通道'],
  ]],
  [7, '区县事务', null, '', [[701, '青川区事务', 107, '青川'], [702, '临江区事务', 108, '临江']]],
];

export function eventTypes(): Insertable<EventTypeTable>[] {
  const rows: Insertable<EventTypeTable>[] = [];
  eventTypeTree.forEach(([id, name, dept, kw, children], i) => {
    rows.push({ id, pid: 0, name, sort: i + 1, dept_id: dept, keywords: kw });
    (children ?? []).forEach(([cid, cname, cdept, ckw], j) => rows.push({ id: cid, pid: id, name: cname, sort: j + 1, dept_id: cdept, keywords: ckw }));
  });
  return rows;
}

export const leafTypes = eventTypeTree.flatMap(([, , , , c]) => c ?? []);
/** The base seed's contents, one or two per type (the history's varied ones are in appeal-contents.ts). */
export const contents: Record<number, string[]> = {
  101: ['小区电梯频繁故障，物业迟迟不修', '物业擅自提高停车位费用'], 102: ['工地夜间施工噪音大，渣土车遗撒'], 103: ['新房卫生间漏水，开发商不处理'],
  201: ['健身房预付卡商家跑路，要求退款'], 202: ['餐馆售卖过期食品'], 203: ['停车场乱收费'], 301: ['附近工厂排放废气有刺鼻异味'],
  302: ['楼下烧烤店夜间噪音扰民'], 401: ['公司拖欠三个月工资'], 402: ['咨询养老保险转移办理流程'], 501: ['出租车拒载绕路'],
  502: ['建议增加公交线路班次'], 601: ['小区门口垃圾堆积无人清运'], 602: ['暖气不热，室温不达标'], 701: ['青川区老旧小区改造进度咨询'],
  702: ['临江区滨江路路灯不亮'],
};
/** The leaf types the base seed's orders draw from (its deterministic sequence predates 供水排水 and 道路照明…违规停车). */
const baseLeafTypes = leafTypes.filter(([id]) => id in contents);
const housingTypes = baseLeafTypes.filter(([, , dept]) => dept === 101);
export const subOf: Record<number, number> = { 101: 10101, 102: 10201, 103: 10301, 104: 10401, 105: 10501, 106: 10601, 107: 10701, 108: 10801 };
export const names = ['张伟', '李娜', '王芳', '刘洋', '陈静', '杨磊', '赵敏', '黄勇', '周杰', '吴霞', '徐亮', '孙倩'];
export const regions: Array<[number, string]> = [[110101, '北门社区'], [110201, '湖畔社区'], [120101, '望江社区'], [1301, '云峰镇'], [1401, '南湖镇'], [1601, '创新路街道']];

/** A small deterministic generator, so every reset seeds the same orders. */
function lcg(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    // The low bits of a power-of-two LCG repeat quickly; use the high ones.
    return Math.floor(x / 65536) % n;
  };
}

// How many seeded orders sit in each scenario.
const scenarios: Array<[string, number]> = [
  ['s1', 30], ['s2', 30], ['s3', 50], ['s3fail', 10], ['s3unsat', 10], ['s4', 30], ['s5', 30], ['s6', 30], ['s6u', 10],
  ['s7', 25], ['s8', 25], ['s9', 20],
];

export async function seedWorkorders(db: Kysely<Database>): Promise<void> {
  await db.insertInto('event_type').values(eventTypes()).execute();
  const users = await db.selectFrom('sys_user').select(['id', 'username', 'real_name', 'dept_id']).execute();
  const user = (name: string) => users.find((u) => u.username === name)!;
  const agent01 = user('agent01');
  // agent02 registered some of the orders still waiting for 受理 (its reminders and 待受理 have its own orders).
  const agent02 = user('agent02');
  const now = Date.now();
  const calendar = await loadWorkCalendar(db);
  const rand = lcg(12345);
  const orders: Insertable<WorkflowTable>[] = [];
  const steps: Insertable<Database['workflow_step']>[] = [];
  const logs: Insertable<Database['workflow_update_log']>[] = [];
  let n = 0;
  for (const [scenario, count] of scenarios) {
    for (let k = 0; k < count; k++) {
      n++;
      const drawn = baseLeafTypes[rand(baseLeafTypes.length)]!;
      // Half of the handled orders go to 住建局 (dept01) so the demo department users have full queues: those are housing
      // matters (物业、施工、房屋), as the 派单目录 says, so nothing teaches the classifiers that wages go to 住建局.
      const mainDept = k % 2 === 0 ? 101 : (drawn[2] ?? 107);
      const type = mainDept === 101 && drawn[2] !== 101 ? housingTypes[n % housingTypes.length]! : drawn;
      const appealType = String(1 + rand(6));
      const created = new Date(now - (1 + rand(30 * 24)) * 3_600_000 - n * 1000);
      const limit = timeLimitOf(appealType);
      const id = `YL${cstDay(created.getTime()).replaceAll('-', '')}${String(n).padStart(6, '0')}`;
      const region = regions[rand(regions.length)]!;
      const st = Number(scenario[1]);
      const at = (h: number) => new Date(Math.min(now - 60_000, created.getTime() + h * 3_600_000));
      const handled = st >= 3;
      const agent = scenario === 's1' && k % 2 === 1 ? agent02 : agent01;
      const o: Insertable<WorkflowTable> = {
        workflow_id: id, processid: `seed-${n}`, citizen_name: names[n % names.length]!, phone: `139${String(10_000_000 + (n % 150)).padStart(8, '0')}`,
        caller_location: '云南省云澜市', channel: String(1 + (n % 4)), appeal_type: appealType, event_type_id: type[0], event_type_name: type[1],
        region_id: region[0], region_name: region[1], address: `${region[1]}${1 + (n % 40)}号`, content: contents[type[0]]![n % contents[type[0]]!.length]!,
        urgency: String(1 + (n % 7 === 0 ? 1 : 0)), time_limit: limit, deadline: calendar.addWorkingDays(created, limit), status: st,
        is_accepted: st >= 2 ? 1 : 0, creator_id: agent.id, creator_name: agent.real_name, created_at: created, updated_at: at(6),
        accepted_at: st >= 2 ? at(1) : null,
        dispatched_at: handled ? at(2) : null,
        main_dept_id: handled ? mainDept : null,
        sub_dept_id: st === 4 || (st >= 5 && k % 3 === 0) ? subOf[mainDept]! : null,
        l2_replied_at: st >= 5 && k % 3 === 0 ? at(3) : null,
        l1_replied_at: st >= 5 || scenario === 's3fail' ? at(4) : null,
        check_passed: st >= 6 ? 1 : scenario === 's3fail' ? 0 : null,
        checked_at: st >= 6 || scenario === 's3fail' ? at(5) : null,
        claim_reasonable: st >= 6 ? (scenario === 's6u' ? 0 : 1) : null,
        rework: scenario === 's3fail' ? 1 : scenario === 's3unsat' ? 2 : 0,
        rework_count: scenario === 's3fail' || scenario === 's3unsat' ? 1 : 0,
        callback_result: st >= 7 ? 1 : scenario === 's3unsat' ? 3 : null,
        callback_at: st >= 7 || scenario === 's3unsat' ? at(6) : null,
        assess_score: st >= 8 ? 90 + (n % 10) : null, assessed_at: st >= 8 ? at(7) : null, finished_at: st >= 8 ? at(7) : null,
        reply_content: st >= 5 ? '已联系诉求人并现场核实，问题已处理。' : null,
      };
      orders.push(o);
      steps.push({ workflow_id: id, processid: `seed-${n}`, action: 'register', action_name: '登记工单', from_status: null, to_status: 1,
        dept_id: 21, user_id: agent.id, user_name: agent.real_name, opinion: null, created_at: created });
      logs.push({ workflow_id: id, user_id: agent.id, user_name: agent.real_name, action: '登记工单', content: `登记工单；办理时限 ${limit} 个工作日`, created_at: created });
      // Its rework_count of 1 is this return (绩效统计's 重办次数 counts the steps).
      const back = scenario === 's3fail' ? { action: 'checkFail', name: '核查不通过', from: 5, by: user('dispatcher'), at: at(5) }
        : scenario === 's3unsat' ? { action: 'callbackUnsatisfied', name: '回访不满意', from: 7, by: user('supervisor'), at: at(6) } : null;
      if (back) {
        steps.push({ workflow_id: id, processid: `seed-${n}`, action: back.action, action_name: back.name, from_status: back.from, to_status: 3,
          dept_id: back.by.dept_id, user_id: back.by.id, user_name: back.by.real_name, opinion: null, created_at: back.at });
      }
    }
  }
  await db.insertInto('workflow').values(orders).execute();
  await db.insertInto('workflow_step').values(steps).execute();
  await db.insertInto('workflow_update_log').values(logs).execute();
  await sql`select setval('workflow_no_seq', ${orders.length})`.execute(db);

  // Side requests and supervision on orders at departments: every tab of delayApply … supervise has rows.
  const atDept = orders.filter((o) => o.status === 3 || o.status === 4);
  const sv = user('supervisor');
  const d2 = user('dept02');
  const ap = user('approver');
  const applies: Insertable<Database['workflow_apply']>[] = [];
  // Even rows: orders at 物业监管科 (level 2 under dept01), so todo2's level-2 request tabs have rows too.
  const atLevel2 = atDept.filter((o) => o.status === 4 && o.main_dept_id === 101);
  const atLevel1 = atDept.filter((o) => o.status === 3);
  (['delay', 'hang', 'return'] as const).forEach((kind, ki) => {
    for (let j = 0; j < 9; j++) {
      const o = j % 2 === 0 ? atLevel2[(ki * 5 + j / 2) % atLevel2.length]! : atLevel1[(ki * 5 + (j - 1) / 2) % atLevel1.length]!;
      const state = 1 + (j % 3);
      const byL2 = o.status === 4;
      applies.push({
        workflow_id: o.workflow_id, kind, state, days: kind === 'delay' ? 5 : null, reason: `${kind === 'delay' ? '需协调多部门' : kind === 'hang' ? '等待司法程序结果' : '不属于本单位职责'}`,
        applicant_id: byL2 ? d2.id : sv.id, applicant_name: byL2 ? d2.real_name : sv.real_name, applicant_dept_id: byL2 ? 10101 : 23,
        applicant_level: byL2 ? 2 : 0, approver_id: state === 1 ? null : ap.id, approver_name: state === 1 ? null : ap.real_name,
        approve_opinion: state === 2 ? '同意' : state === 3 ? '理由不充分' : null, decided_at: state === 1 ? null : new Date(now - DAY_MS),
      });
    }
  });
  await db.insertInto('workflow_apply').values(applies).execute();
  const supervised = atDept.slice(-12);
  await db.insertInto('workflow_supervise').values(supervised.map((o, j) => ({
    workflow_id: o.workflow_id, dept_id: o.main_dept_id!, content: '请加快办理进度，按时回复', state: j % 2 === 0 ? 1 : 2,
    created_by: sv.id, created_by_name: sv.real_name, reply_content: j % 2 === 0 ? null : '已安排专人跟进', replied_by: j % 2 === 0 ? null : user('dept01').id,
    replied_by_name: j % 2 === 0 ? null : user('dept01').real_name, replied_at: j % 2 === 0 ? null : new Date(now - DAY_MS / 2),
  }))).execute();

  await seedAssists(db, orders, user, calendar, now);

  await db.insertInto('miss_order').values(Array.from({ length: 20 }, (_, j) => ({
    phone: `138${String(20_000_000 + j).padStart(8, '0')}`, call_id: `miss-${j + 1}`, landline_number: j % 2 ? '8001' : '8002',
    call_time: new Date(now - (j + 1) * 3_600_000), state: j < 14 ? 0 : 1, handle_result: j < 14 ? null : '已回拨，市民已挂断',
    handled_by: j < 14 ? null : agent01.id, handled_by_name: j < 14 ? null : agent01.real_name, handled_at: j < 14 ? null : new Date(now - j * 1_800_000),
  }))).execute();

  const props: Array<[string, string, number]> = [
    ['citizenName', '诉求人', 1], ['phone', '联系电话', 1], ['callerLocation', '来电归属地', 0], ['channel', '来源渠道', 1], ['appealType', '诉求类型', 1],
    ['eventTypeId', '事件分类', 1], ['regionId', '所属区域', 1], ['address', '详细地址', 0], ['content', '诉求内容', 1], ['urgency', '紧急程度', 0],
    ['isSecret', '是否保密', 0], ['timeLimit', '办理时限', 1],
  ];
  // menuType 1 一般工单, 2 直办工单, 3 专项工单: direct orders need no classification or region.
  await db.insertInto('property_config').values([1, 2, 3].flatMap((menuType) => props.map(([key, label, required], i) => ({
    menu_type: menuType, prop_key: key, label, visible: 1, required: menuType === 2 && (key === 'eventTypeId' || key === 'regionId') ? 0 : required, sort: i + 1,
  })))).execute();

  await db.insertInto('workflow_opinion').values(users.flatMap((u) => [
    { user_id: u.id, content: '已联系诉求人，正在核实处理。', sort: 1 },
    { user_id: u.id, content: '问题已解决，诉求人表示认可。', sort: 2 },
  ])).execute();
}
