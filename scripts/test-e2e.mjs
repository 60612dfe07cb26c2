// End-to-end journeys: build the elements, start the reference server (fresh in-memory database, test routes)
// on a free port, and run test/e2e/*.test.ts against it in Chromium through playwright-core.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { register } from 'tsx/esm/api';

// E2E_FILES=a,b runs only those journeys (while working on one).
const files = process.env.E2E_FILES
  ? process.env.E2E_FILES.split(',')
  : readdirSync('test/e2e').filter((f) => f.endsWith('.test.ts')).sort().map((f) => `test/e2e/${f}`);

if (!process.env.E2E_SKIP_BUILD) {
  console.log('构建生产包 production build…');
  const build = spawnSync('npx', ['rollup', '-c', '--environment', 'BUILD:production', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
const { startServer } = await import('../server/src/app.ts');
// The job timer stays off: seeded jobs firing mid-journey would write reminders no journey expects.
const server = await startServer({ port: 0, dataDir: 'memory', testRoutes: true, logger: false, scheduler: false, fastPasswordHashes: true });
console.log(`参考后端 ${server.url}`);

const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
    env: { ...process.env, HOTLINE_E2E_URL: server.url },
  });
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
});
await server.close();
process.exit(code);
