// Runs the server test suite twice at once: on embedded PGlite (in memory) and on a throwaway real PostgreSQL cluster
// (initdb in a temp dir, free local port), which is stopped and deleted whatever happens. Each round runs one file at a
// time; the two rounds share the machine's cores. PGlite's output streams, PostgreSQL's is printed when it ends.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startThrowawayPostgres } from './pg-cluster.mjs';

const root = resolve(import.meta.dirname, '..');
const testDir = join(root, 'test', 'server');
const files = readdirSync(testDir).filter((f) => f.endsWith('.test.ts')).sort().map((f) => join('test', 'server', f));

function runSuite(label, env, { buffered = false } = {}) {
  const title = `\n==== 服务端测试：${label}，Node ${process.version} ====\n`;
  if (!buffered) console.log(title);
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: root,
      env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => {
      if (buffered) {
        console.log(title);
        process.stdout.write(Buffer.concat(output));
      }
      done(code ?? (signal ? 1 : 0));
    });
  });
}

const baseEnv = { ...process.env };
delete baseEnv.DATABASE_URL;

const results = [];
const pgliteRound = runSuite('PGlite（内存）', baseEnv).then((code) => ['PGlite（内存）', code]);

let cluster = null;
try {
  cluster = await startThrowawayPostgres();
  if (!cluster) {
    if (process.env.CI) {
      console.error('\n找不到 PostgreSQL 服务器程序（pg_ctl）。CI 环境必须安装 postgresql 以运行第二轮测试。');
      results.push(['PostgreSQL', 1]);
    } else {
      console.log('\n未找到 PostgreSQL 服务器程序（pg_ctl 不在 PATH 中，/usr/lib/postgresql/*/bin 也没有），跳过 PostgreSQL 这一轮。');
    }
  } else {
    const { url, bin, port } = cluster;
    process.on('SIGINT', () => { cluster?.stop(); process.exit(130); });
    process.on('SIGTERM', () => { cluster?.stop(); process.exit(143); });
    results.push([`PostgreSQL（${bin}，端口 ${port}）`, await runSuite(`PostgreSQL ${url}`, { ...baseEnv, DATABASE_URL: url }, { buffered: true })]);
  }
} catch (err) {
  console.error(`\nPostgreSQL 这一轮未能运行：${err instanceof Error ? err.message : err}`);
  results.push(['PostgreSQL', 1]);
} finally {
  cluster?.stop();
}
results.unshift(await pgliteRound);

console.log('\n==== 服务端测试结果 ====');
for (const [label, code] of results) console.log(`  ${code === 0 ? '通过' : '失败'}  ${label}`);
process.exit(results.some(([, code]) => code !== 0) ? 1 : 0);
