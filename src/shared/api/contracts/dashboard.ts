// 工作台: each role's figures at a glance (agent, department, centre), and the orders and calls behind a figure.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, NoBody, Nullable, NullableText, Optional, OptionalBody, Page, Paging, Str, StringEnum, type EndpointMap } from './schema.ts';

/** Mirrors DASHBOARD_ORDER_FIGURES of src/shared/protocol/dashboardFigures.ts (a contract imports only TypeBox and contracts). */
const ORDER_FIGURES = [
  'registeredToday', 'dueToday', 'overdue', 'returned', 'satisfactionMonth', 'ordersToday', 'overdueByDept', 'satisfactionTrend',
] as const;

export const AgentDashboard = Type.Object({
  callsAnswered: Type.Integer(),
  talkSeconds: Type.Integer(),
  registeredToday: Type.Integer(),
  missToCallBack: Type.Integer(),
});
export type AgentDashboard = Static<typeof AgentDashboard>;

export const DepartmentDashboard = Type.Object({
  deptId: Type.Integer(),
  deptName: Type.String(),
  todo: Type.Integer(),
  dueToday: Type.Integer(),
  overdue: Type.Integer(),
  returned: Type.Integer(),
  /** Callbacks of the department's orders this month, those counted satisfied, and the rate (null: none yet). */
  callbacksMonth: Type.Integer(),
  satisfiedMonth: Type.Integer(),
  satisfactionRate: Nullable(Type.Number()),
});
export type DepartmentDashboard = Static<typeof DepartmentDashboard>;

const Group = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() });
export type DashboardGroup = Static<typeof Group>;

export const SatisfactionDay = Type.Object({
  /** 'YYYY-MM-DD' (Asia/Shanghai). */
  day: Type.String(),
  callbacks: Type.Integer(),
  satisfied: Type.Integer(),
  rate: Nullable(Type.Number()),
});
export type SatisfactionDay = Static<typeof SatisfactionDay>;

export const CentreDashboard = Type.Object({
  ordersToday: Type.Integer(),
  byType: Type.Array(Group),
  byChannel: Type.Array(Group),
  /** Today's incoming calls, those answered within 15 s, and the rate (null: no call yet). */
  offered: Type.Integer(),
  answeredInTime: Type.Integer(),
  inTimeRate: Nullable(Type.Number()),
  overdueTotal: Type.Integer(),
  overdueByDept: Type.Array(Type.Object({ deptId: Type.Integer(), deptName: Type.String(), count: Type.Integer() })),
  satisfactionTrend: Type.Array(SatisfactionDay),
});
export type CentreDashboard = Static<typeof CentreDashboard>;

/** A figure's name and its definition in words (the tooltip), sent with the figures so the first visit carries no words. */
export const FigureWords = Type.Object({ label: Type.String(), words: Type.String() });
export type FigureWords = Static<typeof FigureWords>;

export const Dashboard = Type.Object({
  /** 'YYYY-MM-DD HH:mm:ss' when the figures were counted. */
  countedAt: Type.String(),
  /** Every figure's words by its key (src/shared/protocol/dashboardFigures.ts). */
  figures: Type.Record(Type.String(), FigureWords),
  /** Each part is null when the user holds none of its roles. */
  agent: Nullable(AgentDashboard),
  department: Nullable(DepartmentDashboard),
  centre: Nullable(CentreDashboard),
});
export type Dashboard = Static<typeof Dashboard>;

export const DashboardOrdersRequest = Body({
  ...Paging,
  figure: StringEnum(ORDER_FIGURES),
  /** ordersToday: one 诉求类型 or one 来源渠道 value. */
  appealType: Optional(Str(20, 1)),
  channel: Optional(Str(20, 1)),
  /** overdueByDept: one main department (0 = the centre: not dispatched yet). */
  deptId: Optional(Int(0)),
  /** satisfactionTrend: one day, 'YYYY-MM-DD'. */
  day: Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 })),
});
export type DashboardOrdersRequest = Static<typeof DashboardOrdersRequest>;

export const DashboardOrder = Type.Object({
  workflowId: Type.String(),
  content: Type.String(),
  appealTypeName: Type.String(),
  statusName: Type.String(),
  deptName: NullableText(),
  createTime: Type.String(),
  deadline: Type.String(),
  overdue: Type.Boolean(),
  /** 满意 / 基本满意 / 不满意 for the satisfaction figures, else null. */
  callbackResult: NullableText(),
});
export type DashboardOrder = Static<typeof DashboardOrder>;

export const DashboardCallsRequest = OptionalBody({ ...Paging });
export const DashboardCall = Type.Object({
  callId: Type.String(),
  caller: Type.String(),
  offeredAt: Type.String(),
  answeredAt: Type.String(),
  talkSeconds: Type.Integer(),
});
export type DashboardCall = Static<typeof DashboardCall>;

export const dashboardEndpoints = {
  '/api/dashboard': { body: NoBody, reply: Dashboard },
  '/api/dashboard/orders': { body: DashboardOrdersRequest, reply: Page(DashboardOrder) },
  '/api/dashboard/calls': { body: DashboardCallsRequest, reply: Page(DashboardCall) },
} satisfies EndpointMap;
