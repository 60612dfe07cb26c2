// Every route plugin, in the order app.ts registers them (the test-only routes aside). A list rather than folder autoload
// (@fastify/autoload): `npm start` runs the server bundled into one file by esbuild (scripts/build-server.mjs), which has no routes folder.
import authRoutes from './auth.ts';
import callRecordRoutes from './call-records.ts';
import callcenterRoutes from './callcenter.ts';
import classifierRoutes from './classifiers.ts';
import clientRoutes from './client.ts';
import dashboardRoutes from './dashboard.ts';
import dictRoutes from './dict.ts';
import integratedRoutes from './integrated.ts';
import knowledgeRoutes from './knowledge.ts';
import knowledgeSearchRoutes from './knowledge-search.ts';
import menuRoutes from './menu.ts';
import monitorRoutes from './monitor.ts';
import noticesRoutes from './notices.ts';
import orgRoutes from './org.ts';
import pushRoutes from './push.ts';
import rosterRoutes from './rosters.ts';
import statsRoutes from './stats.ts';
import sysAreasRoutes from './sys-areas.ts';
import sysDeptsRoutes from './sys-depts.ts';
import sysLogsRoutes from './sys-logs.ts';
import sysMenusRoutes from './sys-menus.ts';
import sysConfigRoutes from './sys-config.ts';
import sysOnlineRoutes from './sys-online.ts';
import sysOssRoutes from './sys-oss.ts';
import sysPostsRoutes from './sys-posts.ts';
import sysCalendarRoutes from './sys-calendar.ts';
import sysDispatchCatalogueRoutes from './sys-dispatch-catalogue.ts';
import sysRolesRoutes from './sys-roles.ts';
import sysScheduleRoutes from './sys-schedule.ts';
import sysUsersImportRoutes from './sys-users-import.ts';
import sysUsersRoutes from './sys-users.ts';
import trafficRoutes from './traffic.ts';
import userRoutes from './user.ts';
import workorderRoutes from './workorders.ts';

export const routePlugins = [
  authRoutes, userRoutes, clientRoutes, menuRoutes, dictRoutes, orgRoutes, workorderRoutes, classifierRoutes, callcenterRoutes,
  noticesRoutes, pushRoutes, sysUsersRoutes, sysUsersImportRoutes, sysRolesRoutes, sysDeptsRoutes, sysPostsRoutes, sysCalendarRoutes, sysDispatchCatalogueRoutes, sysMenusRoutes,
  sysOssRoutes, sysScheduleRoutes, sysLogsRoutes, sysAreasRoutes, trafficRoutes, monitorRoutes, callRecordRoutes, statsRoutes,
  integratedRoutes, rosterRoutes, dashboardRoutes, sysOnlineRoutes, sysConfigRoutes, knowledgeRoutes,
  knowledgeSearchRoutes,
];
