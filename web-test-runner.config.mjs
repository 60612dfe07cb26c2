// Browser tests in Debian's Chromium, each test file bundled by esbuild, against the real reference server.
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'esbuild';
import { register } from 'tsx/esm/api';
import { CHROME_ARGS, CHROME_PATH } from './scripts/chrome.mjs';
import path from 'node:path';


/** React 19 and Fluent ship CommonJS: bundling each test file is faster and surer than serving modules one by one. */
function bundleTestFiles() {
  return {
    name: 'hotline-bundle-tests',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const result = await build({
        entryPoints: [path.join(process.cwd(), context.path)],
        bundle: true,
        format: 'esm',
        write: false,
        sourcemap: 'inline',
        target: 'chrome120',
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': '"development"' },
        logLevel: 'silent',
        // @sinonjs/fake-timers requires node's util only when a global `process` exists, never in Chromium.
        external: ['util'],
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

/** Starts the reference back end (in-memory database, test routes) for the whole run. */
function referenceServer() {
  let server;
  return {
    name: 'hotline-reference-server',
    async serverStart({ config }) {
      register();
      const { startServer } = await import('./demo/server/src/app.ts');
      const origin = `http://${config.hostname ?? 'localhost'}:${config.port}`;
      server = await startServer({
        port: 0,
        dataDir: 'memory',
        testRoutes: true,
        logger: false,
        // Seeded jobs firing mid-test would write reminders and rows no test expects; 执行一次 works without the timer.
        scheduler: false,
        allowedOrigins: [origin, origin.replace('localhost', '127.0.0.1')],
      });
      process.env.HOTLINE_TEST_API = server.url;
    },
    async serverStop() {
      await server?.close();
    },
  };
}

export default {
  files: process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : ['test/browser/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  // One page at a time: a second page would be in the background, where frames and resize observers pause.
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 600_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROME_PATH,
        headless: true,
        args: ['--headless=new', ...CHROME_ARGS],
      },
    }),
  ],
  plugins: [bundleTestFiles(), referenceServer()],
  // The test page learns where the reference server listens before any test module runs.
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"></head><body>
<script>window.__HOTLINE_TEST__ = ${JSON.stringify({ apiBase: process.env.HOTLINE_TEST_API ?? '' })};</script>
<script>
  // Chrome reports a layout that settles over two frames as "ResizeObserver loop completed with undelivered
  // notifications"; the spec calls it harmless and no user sees it, so it must not fail the test that happened to run.
  window.addEventListener('error', (event) => {
    if (String(event.message).includes('ResizeObserver loop')) event.stopImmediatePropagation();
  });
</script>
<script type="module" src="${testFramework}"></script>
</body></html>`,
};
