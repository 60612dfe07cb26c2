// Browser tests in Debian's Chromium, each test file bundled by esbuild, against the real reference server.
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'esbuild';
import { register } from 'tsx/esm/api';
import { CHROME_ARGS, CHROME_PATH } from './scripts/chrome.mjs';
import path from 'node:path';


/**
 * React 19 and Fluent ship CommonJS: bundling each test file is faster and surer than serving modules one by one.
 * Each file is bundled once: a page that loads it again (the console tabs of shared-connection) reuses the
 * bundle instead of waiting for another build, which took 30 s on a loaded machine. Source maps keep the mappings
 * without the sources' text (8 MB instead of 37 MB for a console test, which every tab then had to parse).
 */
function bundleTestFiles() {
  const bundles = new Map();
  return {
    name: 'hotline-bundle-tests',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      if (!bundles.has(context.path)) {
        bundles.set(context.path, bundle(context.path));
        // Files run one at a time: the last two bundles are all a page can still ask for (8 MB each).
        if (bundles.size > 2) bundles.delete(bundles.keys().next().value);
      }
      return { body: await bundles.get(context.path), type: 'js' };
    },
  };
}

async function bundle(file) {
  const result = await build({
    entryPoints: [path.join(process.cwd(), file)],
    bundle: true,
    format: 'esm',
    write: false,
    sourcemap: 'inline',
    sourcesContent: false,
    target: 'chrome120',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
    // @sinonjs/fake-timers requires node's util only when a global `process` exists, never in Chromium.
    external: ['util'],
  });
  return result.outputFiles[0].text;
}

/** Starts the reference back end (in-memory database, test routes) for the whole run. */
function referenceServer() {
  let server;
  return {
    name: 'hotline-reference-server',
    async serverStart({ config }) {
      register();
      const { startServer } = await import('./server/src/app.ts');
      const origin = `http://${config.hostname ?? 'localhost'}:${config.port}`;
      server = await startServer({
        port: 0,
        dataDir: 'memory',
        testRoutes: true,
        // Thousands of sign-ins: cheap hashes (the real cost is checked by test/server/accounts.test.ts).
        fastPasswordHashes: true,
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
