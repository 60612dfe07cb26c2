// A submit handler throttled to once a second (spec §5) that always runs the latest closure.
import { useRef, useState } from 'react';
import { throttle } from '../../../shared/utils/timing.ts';

export function useThrottledSubmit<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => boolean {
  const latest = useRef(handler);
  latest.current = handler;
  const [throttled] = useState(() => throttle((...args: A) => latest.current(...args)));
  return throttled;
}
