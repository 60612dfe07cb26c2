// 公告浏览's own texts (the shared notices words come from notices.zh-CN.ts).
export const announcementListText = {
  pageTitle: '公告浏览',
  listLabel: '公告列表',
  titlePlaceholder: '输入标题关键字',
  openDetail: (title: string) => `查看公告：${title}`,
  close: '关闭',
} as const;
