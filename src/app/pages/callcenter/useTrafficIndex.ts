// 话务指标's logic: the time range (today / yesterday / last 7 days / custom), the centre and skill-group figures, the paged agent table.
import { useState } from 'react';
import type { TrafficRangeRequest } from '../../../shared/api/contracts/traffic.ts';
import { fetchAgentTraffic, fetchTrafficIndex } from '../../../shared/api/traffic.ts';
import { cstDay, DAY_MS } from '../../../shared/protocol/chinaTime.ts';
import { useResource } from '../../../shared/data/index.ts';
import { usePageState } from '../../../shared/ui/pageState.ts';

export type RangeKind = 'today' | 'yesterday' | 'week' | 'custom';
export const AGENT_PAGE_SIZES = [10, 20, 50, 100];

/** 'YYYY-MM-DD' of the day (China Standard Time) `daysAgo` days before `now`. */
function cstDate(now: number, daysAgo: number): string {
  return cstDay(now - daysAgo * DAY_MS);
}

export function rangeOf(kind: RangeKind, custom: { startTime: string; endTime: string }, now = Date.now()): TrafficRangeRequest {
  switch (kind) {
    case 'today': return { startTime: cstDate(now, 0), endTime: cstDate(now, 0) };
    case 'yesterday': return { startTime: cstDate(now, 1), endTime: cstDate(now, 1) };
    case 'week': return { startTime: cstDate(now, 6), endTime: cstDate(now, 0) };
    case 'custom': return { ...(custom.startTime ? { startTime: custom.startTime } : {}), ...(custom.endTime ? { endTime: custom.endTime } : {}) };
  }
}

export function useTrafficIndex() {
  const [kind, setKind] = usePageState<RangeKind>('traffic:range', 'today');
  const [custom, setCustom] = usePageState('traffic:custom', { startTime: '', endTime: '' });
  const [draft, setDraft] = useState(custom);
  const [range, setRange] = useState<TrafficRangeRequest>(() => rangeOf(kind, custom));
  const [keyword, setKeyword] = useState('');
  const [agentKeyword, setAgentKeyword] = useState('');
  const [paging, setPaging] = usePageState('traffic:agents', { page: 1, size: 10 });

  const figures = useResource('traffic:index', (signal) => fetchTrafficIndex(range, signal), { args: range });
  const agents = useResource('traffic:agents', (signal) => fetchAgentTraffic({ ...range, page: paging.page, size: paging.size, ...(agentKeyword ? { keyword: agentKeyword } : {}) }, signal),
    { args: { range, paging, agentKeyword } });

  const choose = (next: RangeKind) => {
    setKind(next);
    if (next !== 'custom') {
      setRange(rangeOf(next, custom));
      setPaging({ ...paging, page: 1 });
    }
  };
  const query = () => {
    setCustom(draft);
    setRange(rangeOf(kind, draft));
    setAgentKeyword(keyword.trim());
    setPaging({ ...paging, page: 1 });
    void figures.reload();
    void agents.reload();
  };

  return {
    kind, choose, draft, setDraft, query, keyword, setKeyword,
    figures: figures.data, figuresLoading: figures.loading, figuresError: figures.error, reloadFigures: figures.reload,
    agents: agents.data?.records ?? [], agentTotal: agents.data?.total ?? 0, agentsLoading: agents.loading, agentsError: agents.error,
    reloadAgents: agents.reload, paging, showPage: (page: number, size: number) => setPaging({ page, size }),
  };
}
