// Work-order reference data every page reads (base data, event classification tree, common opinions): loaded once per
// session through the data layer, shared by every page and element.
import { fetchMainDepts, fetchRegionTree, fetchSubDepts } from '../../../shared/api/org.ts';
import type { DeptNode, RegionNode } from '../../../shared/api/types.ts';
import { fetchAllOpinions, fetchBizData, fetchEventTypeTree, fetchRelationTypes } from '../../../shared/api/workOrders.ts';
import type { BizData, EventTypeNode, Opinion, RelationType } from '../../../shared/api/workorder.types.ts';
import { useResource } from '../../../shared/data/index.ts';

export interface OrderReference {
  biz: BizData;
  eventTypes: EventTypeNode[];
  opinions: Opinion[];
}

const loadReference = async (): Promise<OrderReference> => {
  const [biz, eventTypes, opinions] = await Promise.all([fetchBizData(), fetchEventTypeTree(), fetchAllOpinions().catch(() => [] as Opinion[])]);
  return { biz, eventTypes, opinions };
};

const NONE = { biz: null, eventTypes: [] as EventTypeNode[], opinions: [] as Opinion[] };

/** The reference data (loaded on first use in a session); empty lists and a null `biz` until it arrives. */
export function useOrderReference(): { biz: BizData | null; eventTypes: EventTypeNode[]; opinions: Opinion[]; error: string } {
  const { data, error } = useResource('order-reference', loadReference);
  return { ...(data ? (data as OrderReference) : NONE), error };
}

const NO_DEPTS: DeptNode[] = [];

/** The level-1 departments (the ones that can lead an order), without their children. */
export function useMainDepts(): DeptNode[] {
  const { data } = useResource('org:main-depts', async () => (await fetchMainDepts()).map((n) => ({ ...n, children: [] })));
  return (data as DeptNode[] | undefined) ?? NO_DEPTS;
}

/** The sub-departments of one level-1 department (none asked for without one). */
export function useSubDepts(mainDeptId: number | null): DeptNode[] {
  const { data } = useResource(`org:sub-depts:${mainDeptId ?? ''}`, () => fetchSubDepts(mainDeptId!), { enabled: Boolean(mainDeptId) });
  return (data as DeptNode[] | undefined) ?? NO_DEPTS;
}

/** The region tree of 所属区域. */
export function useRegionTree(): RegionNode[] {
  const { data } = useResource('org:regions', () => fetchRegionTree());
  return (data as RegionNode[] | undefined) ?? NO_REGIONS;
}

const NO_REGIONS: RegionNode[] = [];

/** The relation types of 关联工单 (/aop/workflowRel/getType2). */
export function useRelationTypes(): { types: RelationType[] | null; error: string } {
  const { data, error } = useResource('order-relation-types', () => fetchRelationTypes());
  return { types: (data as RelationType[] | undefined) ?? null, error };
}
