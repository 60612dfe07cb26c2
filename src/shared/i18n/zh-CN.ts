// Every user-facing string of the suite; messages are worded exactly as the spec writes them.
import { passwordMessages } from '../protocol/password.ts';

export const zhCN = {
  app: {
    title: '云澜市12345政务服务便民热线',
    shortTitle: '12345 热线',
    registerTitle: '云澜市12345热线 · 受理登记',
    notFound: '抱歉！您访问的页面失联啦...',
    authorize: '认证',
    orderDetail: '工单详情',
    home: '首页',
  },
  common: {
    required: '必填项不能为空',
    formatError: (attr: string) => `${attr}格式错误`,
    ok: '确定',
    cancel: '取消',
    close: '关闭',
    clear: '清空',
    confirm: '确认',
    search: '查询',
    reset: '重置',
    expand: '展开',
    collapse: '收起',
    loading: '加载中…',
    retry: '重试',
    tip: '提示',
    operationSuccess: '操作成功',
    operationFailed: '操作失败',
    chooseDeleteItem: '请选择删除项',
    networkError: '网络异常，请检查网络连接后重试',
    timeout: '请求超时，请稍后重试',
    serverError: '服务器异常，请稍后重试',
    sessionExpired: '登录已失效，请重新登录',
  },
  pager: {
    total: (total: number, more = false) => `共 ${total}${more ? '+' : ''} 条`,
    previous: '上一页',
    next: '下一页',
    pageOf: (page: number, pages: number) => `第 ${page} / ${pages} 页`,
    pageSize: '每页条数',
    pageSizeOption: (size: number) => `${size} 条/页`,
  },
  empty: {
    noData: '暂无数据',
    noMatch: '未找到与您搜索匹配的项目',
    noMatchHint: '请尝试更换查询条件',
    noPermission: '暂无权限',
    underConstruction: '功能建设中',
  },
  copy: {
    success: '复制成功',
    empty: '无复制内容',
    action: '复制',
    failed: '复制失败，请手动复制',
  },
  validate: {
    passwordMismatch: '确认密码与新密码输入不一致',
    passwordPolicy: passwordMessages.policy,
  },
  login: {
    verifyFailed: '验证失败，请重新登录',
    title: '登录',
    username: '账号',
    password: '密码',
    submit: '登录',
    submitting: '正在登录…',
    loadingMenus: '正在加载菜单…',
    menuFailed: '菜单加载失败',
    partTitle: '请先登录热线系统',
    changeRequiredTitle: '请修改初始密码',
    changeRequiredNote: '您的密码由管理员设置。为了账号安全，请先设置只有您知道的新密码，再继续使用。',
    signOut: '退出登录',
  },
  table: {
    index: '序号',
    columnSettings: '列设置',
    selectAll: '全选',
    selectRow: (n: number) => `选择第 ${n} 行`,
    selectedCount: (n: number) => `已选择 ${n} 项`,
    moreActions: '更多操作',
    refresh: '刷新',
    hideSearch: '隐藏搜索',
    showSearch: '显示搜索',
    sortBy: (title: string, order: 'asc' | 'desc' | undefined) =>
      `按${title}排序（当前${order === 'asc' ? '升序' : order === 'desc' ? '降序' : '未排序'}）`,
  },
  search: {
    submit: '查询',
    reset: '重置',
    expand: '展开',
    collapse: '收起',
  },
  picker: {
    keyword: '输入关键字过滤',
    dept: '选择部门',
    region: '选择区域',
    deptRequired: '请选择部门',
    regionRequired: '请选择区域',
    noMatch: '没有匹配的节点',
  },
  print: {
    failed: '打印失败，请检查浏览器是否拦截了打印窗口',
  },
  boundary: {
    loadFailed: (what: string) => `${what}加载失败`,
    failed: (what: string) => `${what}出错了`,
    loadHint: '请检查网络连接，恢复后点击重试。',
    page: '页面',
    part: '组件',
    console: '控制台',
    sidebar: '导航菜单',
    tabs: '标签栏',
    softphone: '软电话',
    noticeBell: '消息提醒',
    announcements: '公告',
    topBar: '顶栏',
    toaster: '消息提示',
  },
  socket: {
    retryLater: '，请稍后再试。',
    noMoreReconnect: '超过五次不再重连',
  },
  frame: {
    closeWarning: '关闭提示',
  },
} as const;

// Each part's texts live in a module of their own (rollup puts a whole module in one chunk).
export { noticesText } from './notices.zh-CN.ts';
export { softphoneText } from './softphone.zh-CN.ts';
export { callerCardText } from './callerCard.zh-CN.ts';
export { callFormText } from './call-form.zh-CN.ts';
export { workOrdersText } from './work-orders.zh-CN.ts';
export { orderDetailText } from './order-detail.zh-CN.ts';
export { missText } from './miss.zh-CN.ts';
export { liveText } from './live.zh-CN.ts';
export { knowledgeText } from './knowledge.zh-CN.ts';

export type Messages = typeof zhCN;
