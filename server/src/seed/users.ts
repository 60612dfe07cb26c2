// Roles and demo accounts; every account's password is DEMO_PASSWORD.
import type { Insertable } from 'kysely';
import type { SysRoleTable } from '../db/schema.ts';
import { DEPT } from './org.ts';

export const DEMO_PASSWORD = 'Hotline@2026';

/** Role ids: 3, 56, 50, 20, 25 are the spec's; the others are ours. */
export const ROLE = {
  admin: 1,
  deptLevel1: 3,
  agent: 10,
  dispatcher: 15,
  supervisor: 20,
  centreManager: 25,
  approver: 50,
  deptLevel2: 56,
} as const;

/** Department roles see their own department and below in the user list; the others see every user. */
export function roles(): Insertable<SysRoleTable>[] {
  return [
    { id: ROLE.admin, role_name: '系统管理员', role_code: 'admin', remark: '拥有全部菜单和权限' },
    { id: ROLE.deptLevel1, role_name: '一级承办单位', role_code: 'dept_level1', remark: '办理派遣到本单位的工单，可下派二级单位', data_scope: 1 },
    { id: ROLE.agent, role_name: '话务员', role_code: 'agent', remark: '接听来电、受理登记工单' },
    { id: ROLE.dispatcher, role_name: '派单员', role_code: 'dispatcher', remark: '派遣、核查、回访、考核工单' },
    { id: ROLE.supervisor, role_name: '中心班长', role_code: 'supervisor', remark: '延期、退回、挂账申请与督办' },
    { id: ROLE.centreManager, role_name: '中心管理员', role_code: 'centre_manager', remark: '中心业务管理与质检' },
    { id: ROLE.approver, role_name: '审批人', role_code: 'approver', remark: '审批延期、退回、挂账申请' },
    { id: ROLE.deptLevel2, role_name: '二级承办单位', role_code: 'dept_level2', remark: '办理一级单位下派的工单', data_scope: 1 },
  ];
}

export interface DemoAccount {
  username: string;
  realName: string;
  jobNumber: string;
  landlineNumber: string | null;
  deptId: number;
  roleIds: number[];
  mobile: string;
  gender: number;
  /** What the account is for, printed at start. */
  purpose: string;
}

export const demoAccounts: DemoAccount[] = [
  { username: 'admin', realName: '林书恒', jobNumber: 'A0001', landlineNumber: null, deptId: DEPT.centre, roleIds: [ROLE.admin], mobile: '13800000001', gender: 0, purpose: '系统管理员（全部菜单与权限）' },
  { username: 'agent01', realName: '王晓敏', jobNumber: '1001', landlineNumber: '8001', deptId: DEPT.intake, roleIds: [ROLE.agent], mobile: '13800000002', gender: 1, purpose: '话务员，分机 8001' },
  { username: 'agent02', realName: '陈思远', jobNumber: '1002', landlineNumber: '8002', deptId: DEPT.intake, roleIds: [ROLE.agent], mobile: '13800000003', gender: 0, purpose: '话务员，分机 8002' },
  { username: 'dispatcher', realName: '赵子涵', jobNumber: '2001', landlineNumber: null, deptId: DEPT.dispatch, roleIds: [ROLE.dispatcher], mobile: '13800000004', gender: 1, purpose: '派单员（派遣、核查、回访、考核）' },
  { username: 'dept01', realName: '刘建国', jobNumber: 'D0101', landlineNumber: null, deptId: DEPT.housing, roleIds: [ROLE.deptLevel1], mobile: '13800000005', gender: 0, purpose: '一级承办单位（角色 3），市住建局' },
  { username: 'dept02', realName: '孙丽', jobNumber: 'D0102', landlineNumber: null, deptId: DEPT.propertyUnit, roleIds: [ROLE.deptLevel2], mobile: '13800000006', gender: 1, purpose: '二级承办单位（角色 56），物业监管科' },
  { username: 'approver', realName: '周明', jobNumber: 'S5001', landlineNumber: null, deptId: DEPT.quality, roleIds: [ROLE.approver], mobile: '13800000007', gender: 0, purpose: '审批人（角色 50）' },
  { username: 'supervisor', realName: '吴海燕', jobNumber: 'S2001', landlineNumber: null, deptId: DEPT.callback, roleIds: [ROLE.supervisor], mobile: '13800000008', gender: 1, purpose: '中心班长（角色 20）' },
  { username: 'manager', realName: '何志远', jobNumber: 'S2501', landlineNumber: null, deptId: DEPT.centre, roleIds: [ROLE.centreManager], mobile: '13800000009', gender: 0, purpose: '中心管理员（角色 25）' },
];

/** Posts (岗位) users carry; [code, name]. */
export const POSTS: Array<[string, string]> = [
  ['director', '主任'], ['section_chief', '科长'], ['team_leader', '班组长'], ['agent', '话务员'],
  ['dispatcher', '派单员'], ['handler', '承办人'], ['inspector', '质检员'], ['clerk', '文员'],
];

/** Posts of the demo accounts, by code. */
export const accountPosts: Record<string, string[]> = {
  admin: ['director'], agent01: ['agent'], agent02: ['agent'], dispatcher: ['dispatcher'], dept01: ['section_chief', 'handler'],
  dept02: ['handler'], approver: ['inspector'], supervisor: ['team_leader'], manager: ['director'],
};

const SURNAMES = '张李王刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = ['建华', '秀英', '文博', '雨欣', '志强', '海燕', '子轩', '梓涵', '俊杰', '晓燕', '明轩', '佳怡', '国强', '丽娟', '浩然', '欣怡', '宇航', '静怡', '家豪', '雅琪'];
/** Units the generated handlers work in (sub-units of departments the demo flows do not use). */
const GENERATED_UNITS = [10301, 10302, 10401, 10402, 10403, 10404, 10501, 10502, 10601, 10602, 10603, 10701, 10702, 10703, 10801, 10802];
export const GENERATED_USERS = 64;

/**
 * Agents of a lively demo centre (npm start): agent103… on extensions 8103…, so the traffic generator's simulated seats
 * and 分机监控 have a centre of about 50 seats. Tests seed none (their counts stay those of the named accounts).
 */
export function demoCentreAgents(count: number): DemoAccount[] {
  return Array.from({ length: count }, (_, i) => {
    const n = 103 + i;
    return {
      username: `agent${n}`, realName: SURNAMES[(i * 11 + 5) % SURNAMES.length]! + GIVEN[(i * 7 + 2) % GIVEN.length]!,
      jobNumber: `1${n}`, landlineNumber: `8${n}`, deptId: DEPT.intake, roleIds: [ROLE.agent],
      mobile: `137${String(20000000 + n * 104729).slice(-8)}`, gender: i % 2, purpose: `话务员，分机 8${n}（演示坐席）`,
    };
  });
}

/** Handlers of the departments, enough for the user list to page; every tenth is disabled. */
export function generatedAccounts(): Array<DemoAccount & { status: number; daysAgo: number; posts: string[] }> {
  return Array.from({ length: GENERATED_USERS }, (_, i) => {
    const n = i + 1;
    return {
      username: `user${String(n).padStart(3, '0')}`,
      realName: SURNAMES[(i * 7) % SURNAMES.length]! + GIVEN[(i * 3) % GIVEN.length]!,
      jobNumber: `U${String(n).padStart(4, '0')}`,
      landlineNumber: null,
      deptId: GENERATED_UNITS[i % GENERATED_UNITS.length]!,
      roleIds: [ROLE.deptLevel2],
      mobile: `139${String(10000000 + n * 7919).slice(-8)}`,
      gender: i % 3,
      purpose: '承办人（生成）',
      status: n % 10 === 0 ? 0 : 1,
      daysAgo: n,
      posts: n % 8 === 0 ? ['section_chief', 'handler'] : ['handler'],
    };
  });
}
