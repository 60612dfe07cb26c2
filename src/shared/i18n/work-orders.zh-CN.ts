// Text of the workOrders part, in a module of its own: a page without the part does not download it.
export const workOrdersText = {
  queueTitles: {
    unaccept: '待受理', unassign: '待派遣', untodo: '待办工单', todo2: '二级待办', uncheckList: '待核查', uncallback: '待回访',
    unAssessmentList: '待考核', delayApply: '延期申请', applyDelay: '延期审批', hangApply: '挂账审批', returnApply: '退回申请',
    applyReturn: '退回审批', supervise: '督办', assist: '协办工单',
  } as Record<string, string>,
  badQueue: (value: string) => `无法识别的工单队列“${value}”，请检查 queue 属性（可选：unaccept、unassign、untodo、todo2、uncheckList、uncallback、unAssessmentList、delayApply、applyDelay、hangApply、returnApply、applyReturn、supervise、assist）`,
  noTabs: '您的角色没有可查看的页签',
  tabsLabel: '工单页签',
  listLabel: '工单列表',
  // The order's own fields are labelled in src/shared/protocol/orderFields.ts; these are the request and supervision columns.
  columns: { apply: '申请内容', applicant: '申请人', applyState: '审批状态', supervise: '督办内容', superviseState: '督办状态',
    assistDept: '协办单位', assistDeadline: '协办时限', assistState: '协办状态' },
  overdue: '超期',
  hung: '挂账中',
  followed: '已关注',
  applyStates: { 1: '待回复', 2: '已同意', 3: '已拒绝' } as Record<number, string>,
  superviseStates: { 1: '待回复', 2: '已回复' } as Record<number, string>,
  search: {
    workflowId: '工单编号', phone: '联系电话', keyword: '关键字', startTime: '登记开始', endTime: '登记结束', status: '工单状态',
    appealType: '诉求类型', overdue: '只看超期', followed: '只看关注', all: '全部', eventType: '事件分类', dept: '承办单位',
  },
  batch: { follow: '关注', unfollow: '取消关注', verify: '批量核查', export: '导出', exportPdf: '导出PDF', print: '打印', needSelection: '请先勾选工单' },
  exportDone: '导出完成',
  listTitle: '工单查询',
  // what a part loaded on demand is called when its chunk cannot load (加载失败 follows)
  onDemand: { dialog: '对话框', field: '输入项', suggestions: '智能推荐', objections: '派单异议' },
  /** 协办单位 as 受理登记 and 派遣 check it before sending. */
  assists: { daysRange: '协办时限须为 1-60 的整数', tooMany: (max: number) => `协办单位最多 ${max} 个` },
  printTitle: '工单列表',
  // registration
  register: {
    title: '受理登记',
    attachments: '附件',
    attachmentsHint: '选择后立即上传，保存工单时一并提交（单个文件不超过 10 MB）',
    upload: '上传附件',
    uploading: '正在上传…',
    removeAttachment: (name: string) => `移除附件 ${name}`,
    citizenName: '诉求人', phone: '联系电话', callerLocation: '来电归属地', channel: '来源渠道', appealType: '诉求类型',
    urgency: '紧急程度', isSecret: '是否保密', eventType: '事件分类', region: '所属区域', address: '详细地址', content: '诉求内容',
    timeLimit: '办理时限（工作日）', deadline: '截止时间', mainDept: '主办单位', opinion: '受理意见', callId: '通话编号',
    choose: '选择', clear: '清除', notChosen: '未选择',
    eventTypeTitle: '选择事件分类', eventTypeRequired: '请选择事件分类',
    commit: '提交', commitToAssign: '提交并转派遣', seatfirstdone: '坐席直接办结', hotLinetDone: '热线办结', commitDispatch: '登记并派遣',
    mainDeptRequired: '请选择主办单位',
    saved: (id: string) => `工单 ${id} 提交成功`,
    draftRestored: '已恢复未提交的登记草稿',
    draftOtherCall: (tel: string) => `另一通来电（${tel || '手工登记'}）有未提交的登记草稿`,
    useOtherDraft: '使用该草稿（联系电话保持当前来电）',
    ignoreOtherDraft: '不使用',
    history: '历史工单', historyEmpty: '该号码暂无历史工单', historyHint: '输入正确的联系电话后显示历史工单',
    relate: '关联', related: '已关联', open: '查看', relateCount: (n: number) => `已选择关联 ${n} 张工单`,
    secretYes: '是', secretNo: '否',
    busy: '正在提交…',
    repeats: '疑似重复诉求', repeatsHint: '填写联系电话、所属区域或诉求内容后，列出可能重复的在办或刚办结工单',
    repeatsNone: '未发现重复诉求', repeatsFailed: '重复诉求暂时无法查询', merge: '并单',
    repeatCount: (n: number) => `已并单 ${n} 次`,
    mergeTitle: '并单',
    mergeConfirm: (id: string) => `将本次诉求作为工单 ${id} 的重复诉求登记：不新建工单，不再派给承办单位，原工单的办理、答复和回访一并回应本次来电人。`,
    merged: (id: string) => `已作为工单 ${id} 的重复诉求登记`,
  },
  // detail
  actions: {
    accept: '受理', hotlineDone: '热线办结', modify: '修改工单', dispatch: '派遣', withdrawDispatch: '撤回派遣', assignDown: '下派',
    mainDeptWithdraw: '撤回下派', reply: '办理回复', withdrawReply: '撤回回复', check: '核查', callback: '回访', assess: '考核',
    caseFile: '归档', applyDelay: '申请延期', applyHang: '申请挂账', applyReturn: '申请退回', approve: '审批申请', resumeHang: '恢复计时',
    supervise: '督办', superviseReply: '督办回复', upSupervise: '上级督办', dispose: '处置意见', delete: '删除工单',
    assistReply: '协办回复', releaseAssist: '解除协办',
  } as Record<string, string>,
  // 漏单管理 (/gong-dan/missOrder): calls nobody answered, called back and registered or marked handled
  // the 修改工单 dialog: every field registration sets, checked with the registration rules
  modify: {
    noChange: '没有需要保存的修改',
    opinion: '修改说明',
    keepEventType: '已选的事件分类只能更换，不能清空',
    keepRegion: '已选的所属区域只能更换，不能清空',
  },
  // suggested event classifications beside the registration's picker (two classifier services)
  // 推荐承办单位: the top three departments with why, on registration and in the dispatch dialog
  deptSuggestions: {
    title: '推荐承办单位', analysing: '正在分析诉求内容…', none: '未找到推荐的承办单位，请人工选择', take: '采用', taken: '已采用',
    failed: '承办单位推荐暂不可用，请人工选择',
    sources: { catalogue: '派单目录', history: '历史工单' } as Record<string, string>,
    rank: (n: number) => `第 ${n} 推荐`,
  },
  articleSuggestions: {
    title: '知识库参考', analysing: '正在检索知识库…', none: '知识库中暂无相关答复，可到“知识检索”查找', failed: '知识库暂不可用，可稍后再试',
    cite: '引用', cited: '已引用', pastReview: '已过复审期', pastReviewHint: '该条目已过复审日期，答复前请核实是否仍然有效',
    showAnswer: '查看答复口径', hideAnswer: '收起',
    citedList: '答复依据', removeCitation: (title: string) => `取消引用《${title}》`,
    citedHint: '引用的答复口径已填入处理意见；保存工单时一并记录答复依据',
  },
  citations: { title: '答复依据', version: (v: number) => `第 ${v} 版`, by: (name: string, time: string) => `${name} 于 ${time} 引用` },
  classifier: {
    title: '建议分类', heading: '建议分类：', analysing: '正在分析诉求内容…', reason: (reason: string) => `（${reason}）`,
    services: { keyword: '智能分类', similar: '相似工单分类' } as Record<string, string>,
    pick: (path: string, reason: string) => `采用事件分类 ${path}（${reason}）`,
    score: (percent: number) => `可信度 ${percent}%`,
    failed: (services: string) => `${services}暂不可用，请手动选择事件分类`,
  },
  // kinds of relation between two orders (/aop/workflowRel/getType2)
  relationType: {
    label: '关联类型', loadFailed: '关联类型加载失败，将按默认类型关联',
  },
} as const;
