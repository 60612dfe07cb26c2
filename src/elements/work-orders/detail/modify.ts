// 修改工单: the order's registration fields as dialog values, the registration rules on them, and only what the user changed.
import type { WorkflowDetail, WorkflowFields } from '../../../shared/api/workorder.types.ts';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { validateRequired } from '../../../shared/utils/validators.ts';
import { EMPTY_FORM } from '../register/draft.ts';
import { validateRegister } from '../register/validate.ts';
import type { Values } from './actions.ts';

const t = workOrdersText.modify;

/** The fields the dialog edits (names as the registration form's), in the order they show. */
export const MODIFY_FIELDS = [
  'citizenName', 'phone', 'channel', 'appealType', 'urgency', 'isSecret', 'eventTypeId', 'regionId', 'address', 'content', 'timeLimit',
] as const;

/** The dialog starts from the order as it is (picker names alongside their ids). */
export function modifyValues(order: WorkflowDetail): Values {
  return {
    citizenName: order.citizenName, phone: order.phone, channel: order.channel, appealType: order.appealType, urgency: order.urgency ?? '',
    isSecret: String(order.isSecret ?? 0), eventTypeId: order.eventTypeId ? String(order.eventTypeId) : '', eventTypeName: order.eventTypeName ?? '',
    regionId: order.regionId ? String(order.regionId) : '', regionName: order.regionName ?? '', address: order.address ?? '', content: order.content,
    timeLimit: String(order.timeLimit), opinion: '',
  };
}

/** The registration's rules (spec §5), plus: the time limit stays filled and a chosen picker can be changed, not emptied. */
export function validateModify(values: Values, initial: Values): Record<string, string> {
  const errors: Record<string, string> = { ...validateRegister({ ...EMPTY_FORM, ...values, opinion: '' }, 'commit') };
  const limit = validateRequired(values.timeLimit);
  if (limit) errors.timeLimit = limit;
  if (initial.eventTypeId && !values.eventTypeId) errors.eventTypeId = t.keepEventType;
  if (initial.regionId && !values.regionId) errors.regionId = t.keepRegion;
  for (const key of Object.keys(errors)) if (!errors[key]) delete errors[key];
  return errors;
}

/** What the user changed since the dialog opened (not what others changed meanwhile), typed for PATCH /aop/workflow/modify. */
export function modifyChanges(values: Values, initial: Values): Partial<WorkflowFields> {
  const changes: Partial<WorkflowFields> = {};
  const changed = (name: string) => (values[name] ?? '').trim() !== (initial[name] ?? '').trim();
  const text = (name: string) => (values[name] ?? '').trim();
  if (changed('citizenName')) changes.citizenName = text('citizenName');
  if (changed('phone')) changes.phone = text('phone');
  if (changed('channel')) changes.channel = text('channel');
  if (changed('appealType')) changes.appealType = text('appealType');
  if (changed('urgency') && text('urgency')) changes.urgency = text('urgency');
  if (changed('isSecret')) changes.isSecret = Number(text('isSecret'));
  if (changed('eventTypeId') && text('eventTypeId')) changes.eventTypeId = Number(text('eventTypeId'));
  if (changed('regionId') && text('regionId')) changes.regionId = Number(text('regionId'));
  if (changed('address')) changes.address = text('address');
  if (changed('content')) changes.content = text('content');
  if (changed('timeLimit')) changes.timeLimit = Number(text('timeLimit'));
  return changes;
}

/** After a reload: fields the user left alone take the fresh values; what they typed stays. */
export function mergeFresh(values: Values, initial: Values, fresh: Values): { values: Values; initial: Values } {
  const merged: Values = { ...values };
  for (const [name, value] of Object.entries(fresh)) {
    if ((values[name] ?? '') === (initial[name] ?? '')) merged[name] = value;
  }
  return { values: merged, initial: fresh };
}
