import type { ReactNode } from 'react';
import type { Mark } from '../../../shared/api/contracts/knowledge.ts';

/** The text with its marked stretches in <mark> (React nodes, never HTML); bad or overlapping ranges are clipped. */
export function highlight(text: string, marks: readonly Mark[]): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const [rawStart, rawEnd] of [...marks].sort((a, b) => a[0] - b[0])) {
    const start = Math.max(rawStart, at);
    const end = Math.min(rawEnd, text.length);
    if (end <= start) continue;
    if (start > at) out.push(text.slice(at, start));
    out.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
