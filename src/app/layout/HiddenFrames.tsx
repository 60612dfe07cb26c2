import { useEffect, useState } from 'react';
import { fetchClientFrameUrls } from '../../shared/api/auth.ts';

/** Zero-size frames that load the other clients' URLs listed by /api/getClientMessage, once per session. */
export function HiddenFrames() {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchClientFrameUrls()
      .then((list) => !controller.signal.aborted && setUrls(list.filter((u) => typeof u === 'string')))
      .catch(() => undefined); // these frames are a convenience; the console works without them
    return () => controller.abort();
  }, []);
  return (
    <>
      {urls.map((url) => (
        <iframe
          key={url}
          src={url}
          title=""
          aria-hidden
          tabIndex={-1}
          data-client-frame=""
          style={{ width: 0, height: 0, border: 0, position: 'absolute', visibility: 'hidden' }}
        />
      ))}
    </>
  );
}
