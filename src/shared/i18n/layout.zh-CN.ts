// Texts of the console's shell (sidebar, top bar, tabs) and its password form: apart from zh-CN.ts, which every element
// loads, so embedded parts (the softphone alone) do not carry them.

export const layoutText = {
  menu: '导航菜单',
  externalLink: '在新窗口打开',
  toggleMenu: '展开/收起菜单',
  home: '首页',
  personCenter: '个人中心',
  changePassword: '修改密码',
  logout: '退出登录',
  userMenu: (name: string) => `${name}（用户菜单）`,
  tabs: '已打开的页面',
  closeTab: (title: string) => `关闭 ${title}`,
  refresh: '刷新',
  closeCurrent: '关闭当前',
  closeOthers: '关闭其他',
  closeLeft: '关闭左侧',
  closeRight: '关闭右侧',
  closeAll: '全部关闭',
  pageFailed: '页面出错了',
  pageFailedHint: '请刷新此页面；若仍出错，请联系管理员。',
  viewMissing: '页面组件未找到，请联系管理员检查菜单配置',
} as const;

export const passwordText = {
  title: '修改密码',
  submit: '确认修改',
  changed: '密码修改成功',
} as const;
