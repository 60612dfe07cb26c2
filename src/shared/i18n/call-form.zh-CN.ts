// Text of the callForm part, in a module of its own: a page without the part does not download it.
export const callFormText = {
  phoneRequired: '电话号码不能为空',
  phoneFormat: '电话号码格式不正确',
  forbiddenNumber: '不可拨打此号码!',
  transferSkillRequired: '请选择转技能组',
  skillRequired: '请选择技能组',
  isSeatNumberRequired: '请选择是否为分机号',
  classRequired: '请选择班组',
} as const;
