// 重复诉求 on the demo's open orders: two neighbours called about the newest order at 住建局, one about the next, so
// the detail shows merged callers and 拆分 (a third repeat, which would remind the supervisors, is left to the demo).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { Status } from '../services/workorders/model.ts';
import { DEPT } from './org.ts';

const NEIGHBOURS: Array<[name: string, phone: string, opening: string]> = [
  ['周阿姨', '13987650001', '同一楼里的住户，也是反映这个事：'],
  ['郑先生', '13987650002', '邻居已经打过电话了，我再反映一下：'],
  ['冯女士', '13987650003', '还是那个问题，到现在没解决：'],
];

export async function seedRepeats(tx: Kysely<Database>): Promise<void> {
  const agent = await tx.selectFrom('sys_user').select(['id', 'real_name']).where('username', '=', 'agent01').executeTakeFirstOrThrow();
  const orders = await tx.selectFrom('workflow')
    .select(['workflow_id', 'channel', 'appeal_type', 'event_type_id', 'region_id', 'address', 'content', 'created_at'])
    .where('deleted', '=', 0).where('status', '=', Status.level1Todo).where('main_dept_id', '=', DEPT.housing)
    .orderBy('created_at', 'desc').orderBy('workflow_id').limit(2).execute();
  const rows = orders.flatMap((o, i) => NEIGHBOURS.slice(0, i === 0 ? 2 : 1).map(([name, phone, opening], k) => {
    const content = `${opening}${o.content}`;
    const fields = { citizenName: name, phone, channel: o.channel, appealType: o.appeal_type, eventTypeId: o.event_type_id ?? undefined,
      regionId: o.region_id ?? undefined, address: o.address ?? undefined, content };
    return {
      parent_id: o.workflow_id, citizen_name: name, phone, content, region_id: o.region_id, address: o.address, fields: JSON.stringify(fields),
      reasons: '同一地点、同一事件类型，今天已有工单', call_id: null, created_by: agent.id, created_by_name: agent.real_name,
      created_at: new Date(Math.min(Date.now() - 60_000, o.created_at.getTime() + (k + 1) * 3_600_000)),
    };
  }));
  if (rows.length) await tx.insertInto('workflow_repeat').values(rows).execute();
}
