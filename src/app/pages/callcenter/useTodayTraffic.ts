// 今日话务's logic: today's figures by hour from the server (its clock decides "today" and the current hour), reloaded every
// 30 s and whenever the page comes back into view (the monitor's pushes fire per seat change: too often for a roll-up).
import { useEffect } from 'react';
import { fetchTodayTraffic } from '../../../shared/api/traffic.ts';
import { useResource } from '../../../shared/data/index.ts';

export const TODAY_REFRESH_MS = 30_000;

export function useTodayTraffic() {
  const today = useResource('traffic:today', (signal) => fetchTodayTraffic(signal));
  const { reload } = today;
  useEffect(() => {
    const timer = window.setInterval(() => void reload(), TODAY_REFRESH_MS);
    const onFocus = () => { if (document.visibilityState === 'visible') void reload(); };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [reload]);
  return today;
}
