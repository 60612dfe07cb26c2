// The actions of the detail page: which allowed engine action shows each, the fields of its dialog, their rules and the call.
import {
  approveApply, commitCallback, releaseAssist, replyAssist, commitCaseFile, commitTask, deleteWorkflows, hotlineDone, mainDeptWithdraw, modifyWorkflow,
  updateDisposeInstruction, updateUpSuperviseState, withdrawTask,
} from '../../../shared/api/workOrders.ts';
import type { WorkflowApplyInfo, WorkflowAssistInfo, WorkflowDetail } from '../../../shared/api/workorder.types.ts';
import { assistRequest, assistsProblem } from '../common/assists.ts';
import { orderDetailText, workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { validateRequired } from '../../../shared/utils/validators.ts';
import { modifyChanges } from './modify.ts';

const d = orderDetailText;
const a = workOrdersText.actions;

export type Values = Record<string, string>;

export interface ActionField {
  name: string;
  label: string;
  kind: 'textarea' | 'number' | 'radio' | 'mainDept' | 'subDept' | 'assists';
  options?: Array<{ value: string; label: string }>;
  /** Required always, or when the other values say so. */
  required?: boolean | ((values: Values) => boolean);
  /** Shown only when the other values say so. */
  visible?: (values: Values) => boolean;
  /** Checks a filled value (ranges); answers the message or null. */
  check?: (value: string) => string | null;
  /** The required message, when the spec words it (请选择主办单位). */
  requiredMessage?: string;
}

export interface ActionDef {
  id: string;
  label: string;
  fields: ActionField[];
  /** A question instead of fields (归档, 删除). */
  confirm?: string;
  danger?: boolean;
  /** Sends the action; `initial` is what the dialog started from (an edit sends only what the user changed). */
  run: (order: WorkflowDetail, values: Values, key: string, initial: Values) => Promise<unknown>;
}

const opinion = (label: string = d.opinion, required = false): ActionField => ({ name: 'opinion', label, kind: 'textarea', required });
const base = (o: WorkflowDetail, v: Values) => ({ workflowId: o.workflowId, version: o.version, processid: o.processid, opinion: v.opinion?.trim() || undefined });
const intIn = (min: number, max: number, message: string) => (value: string) => (/^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max ? null : message);

/** Whether a field must be filled for these values. */
export function isRequired(field: ActionField, values: Values): boolean {
  return typeof field.required === 'function' ? field.required(values) : Boolean(field.required);
}

/** Validates a dialog: every message of §5 (必填项不能为空, picker messages) and the ranges; {} when it may be sent. */
export function validateAction(def: ActionDef, values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of def.fields) {
    if (field.visible && !field.visible(values)) continue;
    const value = values[field.name] ?? '';
    if (isRequired(field, values)) {
      const missing = validateRequired(value, field.requiredMessage);
      if (missing) {
        errors[field.name] = missing;
        continue;
      }
    }
    if (value.trim() && field.check) {
      const wrong = field.check(value);
      if (wrong) errors[field.name] = wrong;
    }
  }
  return errors;
}

const applyDef = (id: 'applyDelay' | 'applyHang' | 'applyReturn'): ActionDef => ({
  id,
  label: a[id]!,
  fields: [
    ...(id === 'applyDelay' ? [{ name: 'days', label: d.days, kind: 'number', required: true, check: intIn(1, 30, d.daysRange(30)) } as ActionField] : []),
    { name: 'opinion', label: d.reason, kind: 'textarea', required: true },
  ],
  run: (o, v, key) => commitTask({ ...base(o, v), action: id, days: id === 'applyDelay' ? Number(v.days) : undefined }, key),
});

/** Every action the page knows, keyed by the engine's allowedActions name that shows it. */
export const ACTIONS: Record<string, ActionDef> = {
  accept: { id: 'accept', label: a.accept!, fields: [opinion()], run: (o, v, key) => commitTask({ ...base(o, v), action: 'accept' }, key) },
  hotlineDone: { id: 'hotlineDone', label: a.hotlineDone!, fields: [opinion(d.replyContent, true)], run: (o, v, key) => hotlineDone(base(o, v), key) },
  // Its fields and rules are the registration's (ModifyDialog, modify.ts).
  modify: {
    id: 'modify',
    label: a.modify!,
    fields: [],
    run: (o, v, key, initial) =>
      modifyWorkflow({ workflowId: o.workflowId, version: o.version, processid: o.processid, opinion: v.opinion?.trim() || undefined, ...modifyChanges(v, initial) }, key),
  },
  dispatch: {
    id: 'dispatch',
    label: a.dispatch!,
    fields: [
      { name: 'mainDeptId', label: workOrdersText.register.mainDept, kind: 'mainDept', required: true, requiredMessage: workOrdersText.register.mainDeptRequired },
      { name: 'assists', label: d.assistDepts, kind: 'assists', check: assistsProblem },
      opinion(d.disposeInstruction),
    ],
    run: (o, v, key) => commitTask({ ...base(o, v), action: 'dispatch', mainDeptId: Number(v.mainDeptId), assists: assistRequest(v.assists) }, key),
  },
  withdrawDispatch: { id: 'withdrawDispatch', label: a.withdrawDispatch!, fields: [opinion()], run: (o, v, key) => withdrawTask(base(o, v), key) },
  assignDown: {
    id: 'assignDown',
    label: a.assignDown!,
    fields: [{ name: 'subDeptId', label: d.subDept, kind: 'subDept', required: true, requiredMessage: '请选择二级承办单位' }, opinion()],
    run: (o, v, key) => commitTask({ ...base(o, v), action: 'assignDown', subDeptId: Number(v.subDeptId) }, key),
  },
  mainDeptWithdraw: { id: 'mainDeptWithdraw', label: a.mainDeptWithdraw!, fields: [opinion()], run: (o, v, key) => mainDeptWithdraw(base(o, v), key) },
  reply: { id: 'reply', label: a.reply!, fields: [opinion(d.reply, true)], run: (o, v, key) => commitTask({ ...base(o, v), action: 'reply' }, key) },
  withdrawReply: { id: 'withdrawReply', label: a.withdrawReply!, fields: [opinion()], run: (o, v, key) => withdrawTask(base(o, v), key) },
  checkPass: {
    id: 'check',
    label: a.check!,
    fields: [
      { name: 'result', label: d.result, kind: 'radio', required: true, options: [{ value: 'pass', label: d.pass }, { value: 'fail', label: d.fail }] },
      { name: 'claimReasonable', label: d.claimReasonable, kind: 'radio', required: (v) => v.result === 'pass', visible: (v) => v.result === 'pass',
        options: [{ value: '1', label: d.reasonable }, { value: '0', label: d.unreasonable }] },
      { name: 'opinion', label: d.opinion, kind: 'textarea', required: (v) => v.result === 'fail' },
    ],
    run: (o, v, key) => commitTask({ ...base(o, v), action: v.result === 'pass' ? 'checkPass' : 'checkFail', claimReasonable: v.result === 'pass' ? Number(v.claimReasonable) : undefined }, key),
  },
  callbackSatisfied: {
    id: 'callback',
    label: a.callback!,
    fields: [
      { name: 'callbackResult', label: d.callbackResult, kind: 'radio', required: true, options: [{ value: '1', label: '满意' }, { value: '2', label: '基本满意' }, { value: '3', label: '不满意' }] },
      { name: 'opinion', label: d.opinion, kind: 'textarea', required: (v) => v.callbackResult === '3' },
    ],
    run: (o, v, key) => commitCallback({ ...base(o, v), callbackResult: Number(v.callbackResult) as 1 | 2 | 3 }, key),
  },
  assess: {
    id: 'assess',
    label: a.assess!,
    fields: [{ name: 'assessScore', label: d.assessScore, kind: 'number', required: true, check: intIn(0, 100, d.scoreRange) }, opinion()],
    run: (o, v, key) => commitTask({ ...base(o, v), action: 'assess', assessScore: Number(v.assessScore) }, key),
  },
  caseFile: { id: 'caseFile', label: a.caseFile!, fields: [opinion()], confirm: d.confirmAction(a.caseFile!), run: (o, v, key) => commitCaseFile(base(o, v), key) },
  applyDelay: applyDef('applyDelay'),
  applyHang: applyDef('applyHang'),
  applyReturn: applyDef('applyReturn'),
  resumeHang: { id: 'resumeHang', label: a.resumeHang!, fields: [opinion()], confirm: d.confirmAction(a.resumeHang!), run: (o, v, key) => commitTask({ ...base(o, v), action: 'resumeHang' }, key) },
  supervise: { id: 'supervise', label: a.supervise!, fields: [opinion(d.superviseContent, true)], run: (o, v, key) => commitTask({ ...base(o, v), action: 'supervise' }, key) },
  superviseReply: { id: 'superviseReply', label: a.superviseReply!, fields: [opinion(d.superviseReply, true)], run: (o, v, key) => commitTask({ ...base(o, v), action: 'superviseReply' }, key) },
  dispose: {
    id: 'dispose',
    label: a.dispose!,
    fields: [{ name: 'disposeInstruction', label: d.disposeInstruction, kind: 'textarea', required: true }],
    run: (o, v, key) => updateDisposeInstruction({ workflowId: o.workflowId, version: o.version, processid: o.processid, disposeInstruction: v.disposeInstruction!.trim() }, key),
  },
  upSupervise: {
    id: 'upSupervise',
    label: a.upSupervise!,
    fields: [],
    confirm: '',
    run: (o) => updateUpSuperviseState(o.workflowId, o.upSuperviseState ? 0 : 1, o.version),
  },
  delete: { id: 'delete', label: a.delete!, fields: [], confirm: '', danger: true, run: (o) => deleteWorkflows([o.workflowId]) },
};

/** The approver's answer to one pending request. */
export function approveDef(apply: WorkflowApplyInfo): ActionDef {
  const kind = d.applyKinds[apply.kind] ?? apply.kind;
  return {
    id: `approve:${apply.id}`,
    label: `${a.approve}（${kind}）`,
    fields: [
      { name: 'decision', label: d.decision, kind: 'radio', required: true, options: [{ value: 'agree', label: d.agree }, { value: 'refuse', label: d.refuse }] },
      { name: 'opinion', label: d.opinion, kind: 'textarea', required: (v) => v.decision === 'refuse' },
    ],
    run: (_o, v, key) => approveApply({ applyId: apply.id, agree: v.decision === 'agree', opinion: v.opinion?.trim() || undefined }, key),
  };
}

/** 协办回复 and 解除协办 of one assist, as the server says the viewer may (canReply, canRelease). */
function assistDefs(assist: WorkflowAssistInfo): ActionDef[] {
  const out: ActionDef[] = [];
  if (assist.canReply) {
    out.push({
      id: `assistReply:${assist.id}`, label: `${a.assistReply}（${assist.deptName}）`,
      fields: [{ name: 'opinion', label: d.assistReplyContent, kind: 'textarea', required: true }],
      run: (_o, v, key) => replyAssist({ assistId: assist.id, content: v.opinion!.trim() }, key),
    });
  }
  if (assist.canRelease) {
    out.push({
      id: `releaseAssist:${assist.id}`, label: `${a.releaseAssist}（${assist.deptName}）`,
      fields: [{ name: 'opinion', label: d.releaseReason, kind: 'textarea', required: true }],
      run: (_o, v, key) => releaseAssist({ assistId: assist.id, reason: v.opinion!.trim() }, key),
    });
  }
  return out;
}

const APPROVE_ACTIONS = ['agreeDelay', 'refuseDelay', 'agreeHang', 'refuseHang', 'agreeReturn', 'refuseReturn'];

/** The buttons the order shows now: allowed by the engine, one per pending request the user may decide. */
export function availableActions(order: WorkflowDetail): ActionDef[] {
  const allowed = new Set(order.allowedActions);
  const list = Object.entries(ACTIONS).filter(([name]) => allowed.has(name)).map(([, def]) => def);
  if (order.allowedActions.some((name) => APPROVE_ACTIONS.includes(name))) {
    for (const apply of order.applies.filter((x) => x.state === 1)) {
      const kind = apply.kind[0]!.toUpperCase() + apply.kind.slice(1);
      if (allowed.has(`agree${kind}`)) list.push(approveDef(apply));
    }
  }
  list.push(...order.assists.flatMap(assistDefs));
  return list;
}
