// The console page (demo/pages/console.html as the server answers it) when its own script cannot be loaded: it says
// what failed and offers 重试, which tries again in place, instead of 正在加载热线控制台… for ever.
import { expect } from 'chai';
import { testApiBase, waitFor } from '../support/dom.ts';

const MISSING = '/dist/hotline-app-missing.js';

/**
 * The server's console page in a frame of this page, with the console's script swapped for a missing one. Scripts are
 * inlined (the server keeps its pages' resources to its own origin), so the page runs here as it runs there.
 */
async function consolePageWithMissingScript(): Promise<HTMLIFrameElement> {
  const base = testApiBase();
  let html = (await (await fetch(`${base}/console/login`)).text()).replaceAll('/dist/hotline-app.js', MISSING);
  for (const [tag, src] of [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g)].map((m) => [m[0], m[1]!] as const)) {
    const response = await fetch(new URL(src, base));
    if (!response.ok) continue;
    const inline = tag.replace(/\ssrc="[^"]+"/, '').replace('></script>', `>${(await response.text()).replaceAll('</script', '<\\/script')}</script>`);
    html = html.replace(tag, () => inline);
  }
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:800px;height:600px';
  frame.srcdoc = html.replace('<head>', `<head><base href="${base}/">`);
  document.body.append(frame);
  await waitFor(() => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.body, 10000, 'the console page');
  return frame;
}

afterEach(() => document.body.replaceChildren());

describe('console page whose script fails to load', () => {
  it('says what failed and retries in place with 重试', async () => {
    const frame = await consolePageWithMissingScript();
    const doc = () => frame.contentDocument!;
    const alert = await waitFor(() => doc().querySelector<HTMLElement>('[role="alert"]'), 10000, 'the failure message');
    expect(alert.textContent).to.contain('热线控制台加载失败');
    expect(alert.textContent).to.contain(MISSING);
    expect(doc().querySelector<HTMLElement>('hotline-app')!.hidden, 'the loading text is gone').to.equal(true);

    // In place: the frame's window lives on (a reload would drop the mark), and the script is asked for again.
    (frame.contentWindow as unknown as { mark: number }).mark = 1;
    const retry = [...alert.querySelectorAll('button')].find((b) => b.textContent === '重试')!;
    retry.click();
    await waitFor(() => frame.contentWindow!.performance.getEntriesByType('resource').some((e) => e.name.includes(`${MISSING}?retry=`)), 10000, 'a second try');
    await waitFor(() => !retry.disabled, 10000, '重试 offered again');
    expect((frame.contentWindow as unknown as { mark?: number }).mark).to.equal(1);
    expect(doc().querySelector('[role="alert"]')!.textContent).to.contain('热线控制台加载失败');
  });
});
