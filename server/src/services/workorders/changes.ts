// How an order's field changes read in its log: '诉求内容：旧 → 新；…'.

const fieldLabels: Record<string, string> = {
  citizen_name: '诉求人', phone: '联系电话', caller_location: '来电归属地', channel: '来源渠道', appeal_type: '诉求类型',
  event_type_name: '事件分类', region_name: '所属区域', address: '地址', content: '诉求内容', urgency: '紧急程度', is_secret: '是否保密',
  menu_type: '工单类型', exception_type: '异常类型', co_dept_ids: '协办单位', time_limit: '办理时限', dispose_instruction: '处置意见',
};

/** '诉求内容：旧 → 新；…' for the fields that really change. */
export function describeChanges(before: Record<string, unknown>, changes: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    const label = fieldLabels[key];
    if (!label) continue;
    const old = before[key];
    if (JSON.stringify(old ?? null) === JSON.stringify(value ?? null)) continue;
    parts.push(`${label}：${String(old ?? '空')} → ${String(value ?? '空')}`);
  }
  return parts.join('；');
}
