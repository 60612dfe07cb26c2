// The next five run times of the expression being typed, asked of the server a moment after typing stops.
import { useEffect, useState } from 'react';
import { fetchNextRuns } from '../../../../shared/api/sysSchedule.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';

const TYPING_PAUSE_MS = 300;

export function useNextRuns(cron: string) {
  const [runs, setRuns] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setRuns([]);
    setError('');
    if (!cron) {
      setLoading(false);
      return;
    }
    setLoading(true);
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetchNextRuns(cron, abort.signal).then((times) => {
        setRuns(times);
        setLoading(false);
      }, (err: unknown) => {
        if (abort.signal.aborted) return;
        setError(messageOf(err, zhCN.common.operationFailed));
        setLoading(false);
      });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [cron]);

  return { runs, error, loading };
}
