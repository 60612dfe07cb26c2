// Text of the ringing caller's card (softphone), in a module of its own: it loads with the card, on the first ring.
export const callerCardText = {
  title: '来电信息',
  close: '关闭来电信息',
  loading: '正在读取来电信息…',
  failed: '来电信息暂时无法读取',
  noOrders: '无历史工单',
  orders: (n: number, more: boolean) => `历史工单 ${n}${more ? '+' : ''} 件`,
  recent: '最近工单（未办结在前）',
  repeat: '多次来电',
  repeatWhy: (appeals: number, days: number) => `${days}天内来电登记工单${appeals}件以上`,
  pendingMiss: (n: number) => `待回拨漏单 ${n} 条`,
  lastMissed: (time: string) => `最近未接 ${time}`,
  open: '未办结',
};
