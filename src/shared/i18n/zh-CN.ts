// Every user-facing string of the suite; messages are worded exactly as the spec writes them.
export const zhCN = {
  app: {
    title: '某市12345政务服务便民热线',
    registerTitle: '12345热线受理登记',
    notFound: '抱歉！您访问的页面失联啦...',
    authorize: '认证',
    home: '首页',
  },
  common: {
    required: '必填项不能为空',
    formatError: (attr: string) => `${attr}格式错误`,
    ok: '确定',
    cancel: '取消',
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
    phone: '请输入正确的手机号',
    passwordMismatch: '确认密码与新密码输入不一致',
    passwordPolicy: '密码须为8-20位，且至少包含小写字母、大写字母、数字、特殊符号中的三种',
  },
  time: {
    justNow: '刚刚',
    minutesAgo: (n: number) => `${n}分钟前`,
    hoursAgo: (n: number) => `${n}小时前`,
    oneDayAgo: '1天前',
  },
  login: {
    verifyFailed: '验证失败，请重新登录',
  },
  socket: {
    retryLater: '，请稍后再试。',
    noMoreReconnect: '超过五次不再重连',
  },
  frame: {
    closeWarning: '关闭提示',
  },
  callForm: {
    phoneRequired: '电话号码不能为空',
    phoneFormat: '电话号码格式不正确',
    phoneFormatLegacy: '输入格式不对',
    forbiddenNumber: '不可拨打此号码!',
    transferSkillRequired: '请选择转技能组',
    skillRequired: '请选择技能组',
    isSeatNumberRequired: '请选择是否为分机号',
    classRequired: '请选择班组',
  },
} as const;

export type Messages = typeof zhCN;
