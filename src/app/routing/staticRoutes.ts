// The spec's "Static routes": pages every signed-in user has, whatever the menu says.
import { zhCN } from '../../shared/i18n/zh-CN.ts';
import type { PageRoute } from './routes.types.ts';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';
export const NOT_FOUND_PATH = '/404';
export const REGISTER_PATH = '/gong-dan/dengji';
export const REDIRECT_PREFIX = '/redirect/';

/** Reachable without a session: the spec allows only /login. */
export const WHITELIST = [LOGIN_PATH];

const page = (path: string, title: string, view: string, extra: Partial<PageRoute> = {}): PageRoute => ({
  path,
  name: view,
  title,
  view,
  hidden: true,
  noCache: false,
  ...extra,
});

export const STATIC_PAGES: PageRoute[] = [
  page(HOME_PATH, zhCN.app.home, 'dashboard/index', { affix: true }),
  page('/oauth2/authorize', zhCN.app.authorize, 'oauth2/authorize', { name: 'authorize', noTab: true }),
  page('/person-center/perCenter', '个人中心', 'person-center/perCenter/index'),
  page('/gong-dan/WorkOrderReminder', '全部通知', 'gong-dan/WorkOrderReminder/index'),
  page('/gong-dan/untodo', '待办工单', 'gong-dan/untodo/index'),
  page('/gong-dan/uncheckList', '待核查', 'gong-dan/uncheckList/index'),
  page('/gong-dan/list/index', '工单查询', 'gong-dan/list/index'),
  page('/performance-report/chakan', '下钻明细', 'performance-report/chakan'),
  // A wrong address is not a place to come back to: no tab of its own.
  page(NOT_FOUND_PATH, '404', 'error/404', { noCache: true, noTab: true }),
];

/** Every registration opens at /gong-dan/dengji/{timestamp}, a page of its own. */
export const REGISTER_PAGE = page(`${REGISTER_PATH}/:timestamp`, zhCN.app.registerTitle, 'gong-dan/dengji/index', { noCache: false });

/** One work order in a tab of its own: /gong-dan/detail/{workflowId}. */
export const DETAIL_PATH = '/gong-dan/detail';
export const DETAIL_PAGE = page(`${DETAIL_PATH}/:workflowId`, zhCN.app.orderDetail, 'gong-dan/detail/index');
export const orderDetailPath = (workflowId: string) => `${DETAIL_PATH}/${encodeURIComponent(workflowId)}`;

/** One dictionary type's entries in a tab of their own (RuoYi's /system/dict-data/index/{dictId}): /system/dict-data/{dictId}. */
export const DICT_DATA_PATH = '/system/dict-data';
export const DICT_DATA_PAGE = page(`${DICT_DATA_PATH}/:dictId`, '字典数据', 'system/dict/data');
export const dictDataPath = (dictId: number) => `${DICT_DATA_PATH}/${dictId}`;

/** The query keys a registration keeps when /gong-dan/dengji is rewritten. */
export const REGISTER_QUERY_KEYS = ['telNo', 'callId', 'numberFlag'] as const;

/** The drill-down report's query parameters. */
export const DRILL_DOWN_QUERY_KEYS = [
  'tableName',
  'dimensionValues',
  'indexName',
  'startTime',
  'endTime',
  'cellTitle',
  'totalCount',
] as const;
