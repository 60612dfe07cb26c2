// Dictionaries: the spec's restType / area_type / is_show, admin label sets, and the work-order vocabularies.
export interface DictSeed {
  dictType: string;
  dictName: string;
  remark?: string;
  /** [value, label] in display order. */
  items: Array<[string, string]>;
}

export const dictionaries: DictSeed[] = [
  { dictType: 'restType', dictName: '示忙原因', remark: '坐席示忙时选择', items: [
    ['1', '小休'], ['2', '就餐'], ['3', '培训'], ['4', '会议'], ['5', '整理工单'], ['6', '其他'],
  ] },
  { dictType: 'area_type', dictName: '区域类型', items: [['1', '市'], ['2', '区县'], ['3', '街道/乡镇'], ['4', '社区/村']] },
  { dictType: 'is_show', dictName: '是否显示', remark: '与菜单一致：1 为隐藏', items: [['0', '显示'], ['1', '隐藏']] },
  { dictType: 'appeal_type', dictName: '诉求类型', items: [
    ['1', '咨询'], ['2', '求助'], ['3', '投诉'], ['4', '建议'], ['5', '举报'], ['6', '表扬'],
  ] },
  { dictType: 'channel', dictName: '来源渠道', items: [
    ['1', '电话'], ['2', '网站'], ['3', '微信公众号'], ['4', '手机APP'], ['5', '短信'], ['6', '信件'], ['7', '领导交办'], ['8', '媒体转办'],
  ] },
  { dictType: 'urgency', dictName: '紧急程度', items: [['1', '一般'], ['2', '紧急'], ['3', '特急']] },
  { dictType: 'time_limit', dictName: '办理时限', remark: '工作日', items: [['1', '1个工作日'], ['3', '3个工作日'], ['5', '5个工作日'], ['10', '10个工作日'], ['15', '15个工作日']] },
  { dictType: 'handle_type', dictName: '处理方式', items: [['1', '直接办结'], ['2', '派遣承办单位'], ['3', '转专席']] },
  { dictType: 'callback_result', dictName: '回访结果', items: [['1', '满意'], ['2', '基本满意'], ['3', '不满意'], ['4', '未接通']] },
  { dictType: 'claim_reasonable', dictName: '诉求是否合理', items: [['1', '合理'], ['0', '不合理']] },
  // 绩效统计's 满意率 counts the callback results whose entries here are enabled (services/stats/definitions.ts).
  { dictType: 'stats_satisfied_results', dictName: '满意率计入的回访结果', remark: '绩效统计的满意率 =（启用的回访结果之和）÷ 回访量；停用「基本满意」即只计满意', items: [
    ['1', '满意'], ['2', '基本满意'],
  ] },
  { dictType: 'solve_state', dictName: '是否解决', items: [['1', '已解决'], ['0', '未解决']] },
  { dictType: 'response_state', dictName: '是否响应', items: [['1', '已响应'], ['0', '未响应']] },
  { dictType: 'is_secret', dictName: '是否保密', items: [['0', '否'], ['1', '是']] },
  { dictType: 'is_reply', dictName: '是否需要回复', items: [['1', '需要'], ['0', '不需要']] },
  { dictType: 'caller_type', dictName: '来电人类型', items: [['1', '个人'], ['2', '企业'], ['3', '社会组织'], ['4', '匿名']] },
  { dictType: 'imp_level', dictName: '公告重要程度', items: [['1', '特别重要'], ['2', '一般重要'], ['3', '一般']] },
  { dictType: 'publish_state', dictName: '发布状态', items: [['0', '未发布'], ['1', '已发布']] },
  { dictType: 'skill_group', dictName: '技能组', items: [['skill1', '综合受理'], ['skill2', '法律专席']] },
  { dictType: 'user_status', dictName: '用户状态', items: [['0', '禁用'], ['1', '正常']] },
  { dictType: 'gender', dictName: '性别', items: [['0', '男'], ['1', '女'], ['2', '保密']] },
  { dictType: 'menu_type', dictName: '菜单类型', items: [['0', '菜单'], ['1', '按钮']] },
  { dictType: 'log_status', dictName: '日志状态', items: [['0', '失败'], ['1', '成功'], ['2', '账号已锁定']] },
  { dictType: 'schedule_status', dictName: '定时任务状态', items: [['0', '暂停'], ['1', '正常']] },
];
