// The menu tree and button permissions, with the roles that see each item (admin sees everything).
import type { Insertable } from 'kysely';
import { KNOWLEDGE_PERMISSIONS as KNOWLEDGE } from '../../../src/shared/api/contracts/knowledge.ts';
import type { SysMenuTable } from '../db/schema.ts';
import { ROLE } from './users.ts';

const { deptLevel1: D1, deptLevel2: D2, agent: AG, dispatcher: DS, supervisor: SV, centreManager: CM, approver: AP } = ROLE;
const EVERYONE = [D1, D2, AG, DS, SV, CM, AP];
const CENTRE = [DS, SV, CM];

interface MenuSpec {
  id: number;
  name: string;
  url?: string;
  component?: string;
  icon?: string;
  routingType?: number;
  isShow?: number;
  noCache?: number;
  /** Roles besides admin that see this item; parents are granted through their children. */
  roles?: number[];
  children?: MenuSpec[];
  /** Buttons: [id, name, permission, roles]. */
  buttons?: Array<[number, string, string, number[]]>;
}

const page = (id: number, name: string, url: string, component: string, roles: number[], extra: Partial<MenuSpec> = {}): MenuSpec =>
  ({ id, name, url, component, roles, ...extra });

const tree: MenuSpec[] = [
  { id: 100, name: '首页', url: '/home', icon: 'home', children: [
    page(101, '工作台', '/home/workbench', 'dashboard/index', EVERYONE),
  ] },
  { id: 200, name: '工单管理', url: '/gong-dan', icon: 'business', children: [
    page(201, '受理登记', '/gong-dan/dengji', 'gong-dan/dengji/index', [AG], { isShow: 1, noCache: 1,
      buttons: [[20101, '提交工单', 'gongdan:order:commit', [AG]], [20102, '直接办结', 'gongdan:order:seatfirstdone', [AG]]] }),
    page(202, '待受理', '/gong-dan/unaccept', 'gong-dan/unaccept/index', [AG, DS]),
    page(203, '待派遣', '/gong-dan/unassign', 'gong-dan/unassign/index', [DS],
      { buttons: [[20301, '派遣', 'gongdan:order:dispatch', [DS]]] }),
    page(204, '待办工单', '/gong-dan/untodo', 'gong-dan/untodo/index', [D1, D2],
      { buttons: [[20401, '办理回复', 'gongdan:order:reply', [D1, D2]], [20402, '下派', 'gongdan:order:assignDown', [D1]], [20403, '撤回', 'gongdan:order:withdraw', [D1]]] }),
    page(205, '二级待办', '/gong-dan/todo2', 'gong-dan/todo2/index', [D1, D2]),
    page(206, '待核查', '/gong-dan/uncheckList', 'gong-dan/uncheckList/index', [DS, SV],
      { buttons: [[20601, '核查', 'gongdan:order:check', [DS, SV]]] }),
    page(207, '待回访', '/gong-dan/uncallback', 'gong-dan/uncallback/index', [DS, SV],
      { buttons: [[20701, '回访', 'gongdan:order:callback', [DS, SV]]] }),
    page(208, '待考核', '/gong-dan/unAssessmentList', 'gong-dan/unAssessmentList/index', [DS, SV, CM],
      { buttons: [[20801, '考核', 'gongdan:order:assess', [DS, SV, CM]], [20802, '归档', 'gongdan:order:caseFile', [DS, SV, CM]]] }),
    page(209, '延期申请', '/gong-dan/delayApply', 'gong-dan/delayApply/index', [SV, CM]),
    page(210, '延期审批', '/gong-dan/applyDelay', 'gong-dan/applyDelay/index', [D1, D2, AP],
      { buttons: [[21001, '审批延期', 'gongdan:delay:approve', [AP]]] }),
    page(211, '挂账审批', '/gong-dan/hangApply', 'gong-dan/hangApply/index', [D1, D2, AP, SV, CM],
      { buttons: [[21101, '审批挂账', 'gongdan:hang:approve', [AP]]] }),
    page(212, '退回申请', '/gong-dan/returnApply', 'gong-dan/returnApply/index', [SV, CM]),
    page(213, '退回审批', '/gong-dan/applyReturn', 'gong-dan/applyReturn/index', [D1, D2, AP],
      { buttons: [[21301, '审批退回', 'gongdan:return:approve', [AP]]] }),
    page(214, '督办', '/gong-dan/supervise', 'gong-dan/supervise/index', [D1, SV, CM],
      { buttons: [[21401, '发起督办', 'gongdan:supervise:add', [SV, CM]]] }),
    page(215, '工单查询', '/gong-dan/list/index', 'gong-dan/list/index', EVERYONE,
      { buttons: [[21501, '导出', 'gongdan:order:export', CENTRE], [21502, '关注', 'gongdan:order:follow', EVERYONE], [21503, '删除', 'gongdan:order:delete', []]] }),
    page(216, '漏单管理', '/gong-dan/missOrder', 'gong-dan/missOrder/index', [AG, DS]),
    // 主办/协办: a department's orders to assist; the centre follows every department's and may release an assist.
    page(217, '协办工单', '/gong-dan/assist', 'gong-dan/assist/index', [D1, DS, SV, CM]),
    // The centre rules; a lead department files from the order's detail and follows its own objections here.
    page(220, '派单异议', '/gong-dan/objection', 'gong-dan/objection/index', [DS, SV, CM, D1],
      { buttons: [[22001, '提出异议', 'gongdan:objection:file', [D1]], [22002, '裁定异议', 'gongdan:objection:rule', [DS, SV]]] }),
  ] },
  { id: 300, name: '消息中心', url: '/message', icon: 'messages', children: [
    page(301, '工单提醒', '/gong-dan/WorkOrderReminder', 'gong-dan/WorkOrderReminder/index', EVERYONE, { noCache: 1 }),
  ] },
  { id: 400, name: '通知公告', url: '/announcement', icon: 'notice', children: [
    page(401, '公告管理', '/announcement/manage', 'system/announcement/index', [SV, CM], {
      buttons: [[40101, '新增公告', 'announcement:add', [SV, CM]], [40102, '发布公告', 'announcement:publish', [SV, CM]], [40103, '删除公告', 'announcement:delete', [CM]]] }),
    page(402, '公告浏览', '/announcement/list', 'announcement/list/index', EVERYONE),
  ] },
  { id: 500, name: '话务监控', url: '/callcenter', icon: 'monitor', children: [
    page(501, '分机监控', '/callcenter/extensionMonitor', 'callcenter/extensionMonitor/index', [SV, CM], { noCache: 1,
      buttons: [[50101, '查看', 'callcenter:monitor:list', [SV, CM]]] }),
    page(502, '话务指标', '/callcenter/trafficIndex', 'callcenter/trafficIndex/index', [SV, CM],
      { buttons: [[50201, '查看', 'callcenter:traffic:list', [SV, CM]], [50202, '新增限呼', 'callcenter:numberLimit:save', [SV, CM]],
        [50203, '修改限呼', 'callcenter:numberLimit:update', [SV, CM]], [50204, '删除限呼', 'callcenter:numberLimit:delete', [CM]]] }),
    page(503, '今日话务', '/callcenter/telMonitor', 'callcenter/telMonitor/index', [SV, CM, AG],
      { buttons: [[50301, '查看', 'callcenter:telMonitor:list', [SV, CM, AG]]] }),
  ] },
  { id: 600, name: '排班管理', url: '/roster', icon: 'roster', children: [
    page(601, '班组管理', '/roster/banci', 'roster/banci/index', [SV, CM],
      { buttons: [[60101, '新增班组', 'callcenter:banci:save', [SV, CM]], [60102, '修改班组', 'callcenter:banci:update', [SV, CM]],
        [60103, '删除班组', 'callcenter:banci:delete', [CM]]] }),
    page(602, '技能组', '/roster/skills', 'roster/skills/index', [SV, CM],
      { buttons: [[60201, '新增技能组', 'callcenter:skill:save', [CM]], [60202, '修改技能组', 'callcenter:skill:update', [SV, CM]],
        [60203, '删除技能组', 'callcenter:skill:delete', [CM]]] }),
  ] },
  { id: 700, name: '通讯录', url: '/address-book', icon: 'addressBook', children: [
    page(701, '常用号码', '/address-book/phone', 'address-book/phone/index', [AG, DS, SV, CM, D1],
      { buttons: [[70101, '新增号码', 'callcenter:phone:save', [SV, CM]], [70102, '修改号码', 'callcenter:phone:update', [SV, CM]],
        [70103, '删除号码', 'callcenter:phone:delete', [SV, CM]], [70104, '导入号码', 'callcenter:phone:import', [CM]],
        [70105, '导出号码', 'callcenter:phone:export', [AG, DS, SV, CM, D1]]] }),
  ] },
  { id: 800, name: '知识库', url: '/knowledge', icon: 'knowledge', children: [
    // Shown in frames by their /knowledge/ path; reading the base and filing 纠错 is one permission.
    page(801, '知识检索', '/knowledge/search', 'knowledge/search', EVERYONE,
      { buttons: [[80101, '纠错', KNOWLEDGE.search, EVERYONE]] }),
    page(802, '知识维护', '/knowledge/manage', 'knowledge/manage', [D1, D2, CM],
      { buttons: [[80201, '编辑知识', KNOWLEDGE.edit, [D1, D2, CM]], [80202, '审核发布', KNOWLEDGE.publish, [CM]], [80203, '处理纠错', KNOWLEDGE.correct, [D1, D2, CM]]] }),
    page(803, '政策文件', '/knowledge/policy', 'knowledge/policy', EVERYONE),
  ] },
  { id: 900, name: '质检管理', url: '/quality', icon: 'analysis', children: [
    page(901, '录音质检', '/qualitySys/inspect', 'qualitySys/inspect', [SV, CM]),
    page(902, '质检报表', '/qualitySys/report', 'qualitySys/report', [CM]),
  ] },
  { id: 1000, name: '统计报表', url: '/performance-report', icon: 'reports', children: [
    // Departments read their own rows (data scope); the centre reads every row.
    page(1001, '绩效统计', '/performance-report/index', 'performance-report/index', [SV, CM, DS, D1, D2],
      { buttons: [[100101, '导出报表', 'report:export', [SV, CM]], [100102, '查看', 'report:performance:list', [SV, CM, DS, D1, D2]]] }),
    page(1002, '下钻明细', '/performance-report/chakan', 'performance-report/chakan', [SV, CM, DS, D1, D2], { isShow: 1,
      buttons: [[100201, '查看', 'report:drill:list', [SV, CM, DS, D1, D2]]] }),
    page(1003, '综合查询', '/report/integrated', 'report/integrated/index', [SV, CM, D1, D2], { buttons: [
      [100301, '查询', 'report:integrated:list', [SV, CM, D1, D2]], [100302, '导出', 'report:integrated:export', [SV, CM, D1, D2]]] }),
  ] },
  { id: 1100, name: '数据中心', url: '/data', icon: 'data', children: [
    page(1101, '话单记录', '/data/payroll', 'data/payroll/index', [SV, CM], { buttons: [
      [110101, '查看', 'data:payroll:list', [SV, CM]], [110102, '导出', 'data:payroll:export', [SV, CM]], [110103, '录音', 'data:payroll:recording', [SV, CM]]] }),
    page(1102, '来电受理导出', '/data/callAccept', 'data/callAccept/index', [CM], { buttons: [
      [110201, '查看', 'data:callAccept:list', [CM]], [110202, '导出', 'data:callAccept:export', [CM]]] }),
  ] },
  { id: 1200, name: '外部系统', url: '/external', icon: 'network', children: [
    page(1201, '国务院客户端', 'https://www.gov.cn/', '', EVERYONE, { routingType: 1 }),
  ] },
  { id: 1300, name: '个人中心', url: '/person-center', icon: 'user', children: [
    page(1301, '个人资料', '/person-center/perCenter', 'person-center/perCenter/index', EVERYONE, { noCache: 1 }),
  ] },
  { id: 1400, name: '系统管理', url: '/system', icon: 'system', children: [
    page(1401, '用户管理', '/system/user', 'system/user/index', [], { buttons: [
      [140101, '查看', 'sys:user:list,sys:user:info', []], [140102, '新增', 'sys:user:save', []], [140103, '修改', 'sys:user:update', []],
      [140104, '删除', 'sys:user:delete', []], [140105, '导入', 'sys:user:import', []], [140106, '导出', 'sys:user:export', []],
      [140107, '重置密码', 'sys:user:resetPassword', []]] }),
    page(1402, '角色管理', '/system/role', 'system/role/index', [], { buttons: [
      [140201, '查看', 'sys:role:list,sys:role:info', []], [140202, '新增', 'sys:role:save', []], [140203, '修改', 'sys:role:update', []], [140204, '删除', 'sys:role:delete', []],
      [140205, '导出', 'sys:role:export', []]] }),
    page(1403, '部门管理', '/system/dept', 'system/dept/index', [], { buttons: [
      [140301, '新增', 'sys:dept:save', []], [140302, '修改', 'sys:dept:update', []], [140303, '删除', 'sys:dept:delete', []], [140304, '查看', 'sys:dept:list,sys:dept:info', []]] }),
    page(1404, '菜单管理', '/system/menu', 'system/menu/index', [], { buttons: [
      [140401, '查看', 'sys:menu:list,sys:menu:info', []], [140402, '新增', 'sys:menu:save', []], [140403, '修改', 'sys:menu:update', []], [140404, '删除', 'sys:menu:delete', []]] }),
    page(1405, '字典管理', '/system/dict', 'system/dict/index', [], { buttons: [
      [140501, '查看', 'sys:dict:list', []], [140502, '新增', 'sys:dict:save', []], [140503, '修改', 'sys:dict:update', []], [140504, '删除', 'sys:dict:delete', []],
      [1430, '导出', 'sys:dict:export', []], [1431, '刷新缓存', 'sys:dict:refresh', []]] }),
    page(1406, '区域管理', '/system/area', 'system/area/index', [], { buttons: [
      [140601, '新增', 'sys:area:save', []], [140602, '修改', 'sys:area:update', []], [140603, '删除', 'sys:area:delete', []], [140604, '查看', 'sys:area:list', []]] }),
    page(1407, '系统日志', '/system/log', 'system/log/index', [], { noCache: 1, buttons: [
      [140701, '查看', 'sys:log:list', []], [140702, '导出', 'sys:log:export', []], [140703, '解锁账号', 'sys:log:unlock', []], [1432, '清空', 'sys:log:clean', []]] }),
    page(1408, '岗位管理', '/system/post', 'system/post/index', [], { buttons: [
      [140801, '查看', 'sys:post:list,sys:post:info', []], [140802, '新增', 'sys:post:save', []], [140803, '修改', 'sys:post:update', []], [140804, '删除', 'sys:post:delete', []]] }),
    page(1409, '定时任务', '/system/schedule', 'system/schedule/index', [], { buttons: [
      [140901, '查看', 'sys:schedule:list,sys:schedule:info', []], [140902, '新增', 'sys:schedule:save', []], [140903, '修改', 'sys:schedule:update', []],
      [140904, '删除', 'sys:schedule:delete', []], [140905, '暂停', 'sys:schedule:pause', []], [140906, '恢复', 'sys:schedule:resume', []],
      [140907, '立即执行', 'sys:schedule:run', []], [140908, '日志', 'sys:schedule:log', []]] }),
    // Pages opened from a row (分配角色, 分配用户), not from the menu.
    page(1420, '分配角色', '/system/user-auth/role', 'system/user/authRole', [], { isShow: 1 }),
    page(1421, '分配用户', '/system/role-auth/user', 'system/role/authUser', [], { isShow: 1 }),
    page(1410, '云存储', '/system/oss', 'system/oss/index', [], { buttons: [
      [141001, '查看', 'sys:oss:list', []], [141002, '删除', 'sys:oss:delete', []], [141003, '存储配置', 'sys:oss:config', []]] }),
    page(1435, '调度日志', '/system/schedule-log', 'system/schedule/log', [], { noCache: 1, buttons: [
      [143501, '查看', 'sys:schedule:log', []], [143502, '清空', 'sys:schedule:clean', []]] }),
    page(1440, '在线用户', '/system/online', 'system/online/index', [], { noCache: 1, buttons: [
      [144001, '查看', 'sys:online:list', []], [144002, '强退', 'sys:online:forceLogout', []]] }),
    page(1441, '参数设置', '/system/config', 'system/config/index', [], { buttons: [
      [144101, '查看', 'sys:config:list', []], [144102, '新增', 'sys:config:save', []], [144103, '修改', 'sys:config:update', []],
      [144104, '删除', 'sys:config:delete', []], [144105, '刷新缓存', 'sys:config:refresh', []]] }),
    page(1442, '工作日历', '/system/calendar', 'system/calendar/index', [], { buttons: [
      [144201, '查看', 'sys:calendar:list', []], [144202, '设置', 'sys:calendar:save', []], [144203, '恢复', 'sys:calendar:delete', []]] }),
    page(1443, '派单目录', '/system/catalogue', 'system/catalogue/index', [], { buttons: [
      [144301, '查看', 'sys:catalogue:list', []], [144302, '详情', 'sys:catalogue:info', []], [144303, '新增', 'sys:catalogue:save', []],
      [144304, '修改', 'sys:catalogue:update', []], [144305, '删除', 'sys:catalogue:delete', []], [144306, '导入', 'sys:catalogue:import', []],
      [144307, '导出', 'sys:catalogue:export', []]] }),
  ] },
];

export interface MenuSeed {
  menus: Insertable<SysMenuTable>[];
  /** [roleId, menuId] pairs for every role but admin (admin is granted everything separately). */
  /** [roleId, menuId, half]: half for a parent only some of whose children the role holds (shown half-checked). */
  grants: Array<[number, number, boolean]>;
}

export function menus(): MenuSeed {
  const rows: Insertable<SysMenuTable>[] = [];
  const grants = new Set<string>();
  const grant = (roleIds: number[], ids: number[]) => roleIds.forEach((r) => ids.forEach((id) => grants.add(`${r}:${id}`)));

  const walk = (spec: MenuSpec, pid: number, ancestors: number[], sort: number): void => {
    const isTop = pid === 0;
    rows.push({
      id: spec.id, pid, name: spec.name, url: spec.url ?? '',
      component: isTop ? 'Layout' : spec.component ?? '',
      component_name: componentName(spec.url ?? `menu${spec.id}`),
      icon: spec.icon ?? '', type: 0, perms: '',
      routing_type: spec.routingType ?? 3, is_show: spec.isShow ?? 0, no_cache: spec.noCache ?? 0, sort,
    });
    grant(spec.roles ?? [], [...ancestors, spec.id]);
    (spec.buttons ?? []).forEach(([id, name, perms, roleIds], i) => {
      rows.push({ id, pid: spec.id, name, url: '', component: '', component_name: '', icon: '', type: 1, perms,
        routing_type: 3, is_show: 0, no_cache: 0, sort: i + 1 });
      grant(roleIds, [...ancestors, spec.id, id]);
    });
    (spec.children ?? []).forEach((child, i) => walk(child, spec.id, [...ancestors, spec.id], i + 1));
  };
  tree.forEach((spec, i) => walk(spec, 0, [], i + 1));

  return {
    menus: rows,
    grants: [...grants].map((g) => {
      const [roleId, menuId] = g.split(':').map(Number) as [number, number];
      const children = rows.filter((m) => m.pid === menuId);
      return [roleId, menuId, children.some((c) => !grants.has(`${roleId}:${c.id}`))];
    }),
  };
}

/** '/gong-dan/list/index' -> 'GongDanListIndex', the keep-alive name the front end gives the view. */
function componentName(url: string): string {
  return url
    .replace(/^https?:\/\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
}
