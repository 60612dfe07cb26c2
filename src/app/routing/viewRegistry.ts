// Component paths of the menu tree -> lazily loaded pages. The paths are those of shared/protocol/views.ts (the server
// accepts no other); a listed path not built yet shows 功能建设中, an unlisted one is reported on the console.
import type { ComponentType } from 'react';
import type { QueueGroup } from '../../shared/api/workorder.types.ts';
import { isViewPath, normalizeViewPath, type ViewPath } from '../../shared/protocol/views.ts';
import { retryableLazy } from '../../shared/ui/retryableLazy.ts';

// Lazy views that import again after a failed load when an error boundary's 重试 asks (React.lazy would keep the failure).
type View = ComponentType;

const underConstruction = retryableLazy(() => import('../pages/UnderConstructionPage.tsx'));
// Work-order queue pages share one module; each queue gets its own stable component.
const orderQueue = (queue: QueueGroup): View => retryableLazy(() => import('../pages/OrderQueueView.tsx').then((m) => ({ default: m.queueView(queue) })));

const BUILT: Partial<Record<ViewPath, View>> = {
  'dashboard/index': retryableLazy(() => import('../pages/DashboardPage.tsx')),
  'person-center/perCenter/index': retryableLazy(() => import('../pages/PersonCenterPage.tsx')),
  'oauth2/authorize': retryableLazy(() => import('../pages/AuthorizePage.tsx')),
  'performance-report/chakan': retryableLazy(() => import('../pages/DrillDownPage.tsx')),
  'performance-report/index': retryableLazy(() => import('../pages/stats/PerformanceReportPage.tsx')),
  'report/integrated/index': retryableLazy(() => import('../pages/reports/IntegratedQueryPage.tsx')),
  'error/404': retryableLazy(() => import('../pages/NotFoundPage.tsx')),
  'system/announcement/index': retryableLazy(() => import('../pages/AnnouncementAdminPage.tsx')),
  'announcement/list/index': retryableLazy(() => import('../pages/announcements/AnnouncementListPage.tsx')),
  'system/user/index': retryableLazy(() => import('../pages/system/users/UsersPage.tsx')),
  'system/role/index': retryableLazy(() => import('../pages/system/roles/RolesPage.tsx')),
  'system/role/authUser': retryableLazy(() => import('../pages/system/roles/AuthUserPage.tsx')),
  'system/user/authRole': retryableLazy(() => import('../pages/system/users/AuthRolePage.tsx')),
  'system/dept/index': retryableLazy(() => import('../pages/system/depts/DeptsPage.tsx')),
  'system/post/index': retryableLazy(() => import('../pages/system/posts/PostsPage.tsx')),
  'system/online/index': retryableLazy(() => import('../pages/system/online/OnlinePage.tsx')),
  'system/config/index': retryableLazy(() => import('../pages/system/config/ConfigPage.tsx')),
  'system/calendar/index': retryableLazy(() => import('../pages/system/calendar/CalendarPage.tsx')),
  'system/catalogue/index': retryableLazy(() => import('../pages/system/catalogue/CataloguePage.tsx')),
  'system/menu/index': retryableLazy(() => import('../pages/system/menus/MenusPage.tsx')),
  'system/dict/index': retryableLazy(() => import('../pages/system/dicts/DictsPage.tsx')),
  'system/dict/data': retryableLazy(() => import('../pages/system/dicts/DictDataPage.tsx')),
  'system/area/index': retryableLazy(() => import('../pages/system/areas/AreasPage.tsx')),
  'system/log/index': retryableLazy(() => import('../pages/system/logs/LogsPage.tsx')),
  'system/schedule/index': retryableLazy(() => import('../pages/system/schedule/SchedulePage.tsx')),
  'system/schedule/log': retryableLazy(() => import('../pages/system/schedule/JobLogPage.tsx')),
  'system/oss/index': retryableLazy(() => import('../pages/system/oss/OssPage.tsx')),
  'roster/banci/index': retryableLazy(() => import('../pages/roster/ClassesPage.tsx')),
  'roster/skills/index': retryableLazy(() => import('../pages/roster/SkillsPage.tsx')),
  'address-book/phone/index': retryableLazy(() => import('../pages/roster/PhoneBookPage.tsx')),
  'data/payroll/index': retryableLazy(() => import('../pages/calls/CallRecordsPage.tsx')),
  'data/callAccept/index': retryableLazy(() => import('../pages/calls/CallAcceptExportPage.tsx')),
  'callcenter/extensionMonitor/index': retryableLazy(() => import('../pages/callcenter/ExtensionMonitorPage.tsx')),
  'callcenter/trafficIndex/index': retryableLazy(() => import('../pages/callcenter/TrafficIndexPage.tsx')),
  'callcenter/telMonitor/index': retryableLazy(() => import('../pages/callcenter/TodayTrafficPage.tsx')),
  'gong-dan/dengji/index': retryableLazy(() => import('../pages/OrderRegisterView.tsx')),
  'gong-dan/list/index': retryableLazy(() => import('../pages/OrderListView.tsx')),
  'gong-dan/detail/index': retryableLazy(() => import('../pages/OrderDetailView.tsx')),
  'gong-dan/unaccept/index': orderQueue('unaccept'),
  'gong-dan/unassign/index': orderQueue('unassign'),
  'gong-dan/untodo/index': orderQueue('untodo'),
  'gong-dan/todo2/index': orderQueue('todo2'),
  'gong-dan/uncheckList/index': orderQueue('uncheckList'),
  'gong-dan/uncallback/index': orderQueue('uncallback'),
  'gong-dan/unAssessmentList/index': orderQueue('unAssessmentList'),
  'gong-dan/delayApply/index': orderQueue('delayApply'),
  'gong-dan/applyDelay/index': orderQueue('applyDelay'),
  'gong-dan/hangApply/index': orderQueue('hangApply'),
  'gong-dan/returnApply/index': orderQueue('returnApply'),
  'gong-dan/applyReturn/index': orderQueue('applyReturn'),
  'gong-dan/supervise/index': orderQueue('supervise'),
  'gong-dan/assist/index': orderQueue('assist'),
  'gong-dan/WorkOrderReminder/index': retryableLazy(() => import('../pages/RemindersRoutePage.tsx')),
  'gong-dan/missOrder/index': retryableLazy(() => import('../pages/MissOrderView.tsx')),
  'gong-dan/objection/index': retryableLazy(() => import('../pages/ObjectionView.tsx')),
};

const reported = new Set<string>();

/** The page for a component path, or null (with a console error, as the spec asks) when nothing resolves it. */
export function resolveView(component: string | undefined): View | null {
  if (!component) return null;
  const key = normalizeViewPath(component);
  const view = isViewPath(key) ? BUILT[key] ?? underConstruction : null;
  if (!view && !reported.has(key)) {
    reported.add(key);
    console.error(`[hotline-app] 无法解析页面组件：${component}`);
  }
  return view;
}
