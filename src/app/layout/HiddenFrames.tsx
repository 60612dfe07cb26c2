import { fetchClientFrameUrls } from '../../shared/api/auth.ts';
import { useResource } from '../../shared/data/index.ts';

/** Zero-size frames that load the other clients' URLs listed by /api/getClientMessage, once per session. */
export function HiddenFrames() {
  // These frames are a convenience: a failed list leaves none, and the console works without them.
  const { data } = useResource('client-frame-urls', () => fetchClientFrameUrls());
  const urls = ((data as unknown[] | undefined) ?? []).filter((u): u is string => typeof u === 'string');
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
