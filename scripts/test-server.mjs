// Runs the server test suite twice: on embedded PGlite (in memory), then on a throwaway real PostgreSQL
// cluster (initdb in a temp dir, free local port), which is stopped and deleted whatever happens.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { findPgBin } from './system-deps.mjs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const testDir = join(root, 'test', 'server');
const files = readdirSync(testDir).filter((f) => f.endsWith('.test.ts')).sort().map((f) => join('test', 'server', f));

function runSuite(label, env) {
  console.log(`\n==== 服务端测试：${label} ====\n`);
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
/** initdb and postgres refuse to run as root: run them as the postgres user then. */
function pgCommand(bin, tool, args) {
  const cmd = join(bin, tool);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

function run(bin, tool, args) {
  const [cmd, argv] = pgCommand(bin, tool, args);
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${tool} 失败（退出码 ${r.status}）：\n${r.stdout}\n${r.stderr}`);
  return r;
}

const baseEnv = { ...process.env };
delete baseEnv.DATABASE_URL;

const results = [];
results.push(['PGlite（内存）', await runSuite('PGlite（内存）', baseEnv)]);

const bin = findPgBin();
if (!bin) {
  if (process.env.CI) {
    console.error('\n找不到 PostgreSQL 服务器程序（pg_ctl）。CI 环境必须安装 postgresql 以运行第二轮测试。');
    results.push(['PostgreSQL', 1]);
  } else {
    console.log('\n未找到 PostgreSQL 服务器程序（pg_ctl 不在 PATH 中，/usr/lib/postgresql/*/bin 也没有），跳过 PostgreSQL 这一轮。');
  }
} else {
  const dir = mkdtempSync(join(tmpdir(), 'hotline-pg-'));
  const data = join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try { run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop']); } catch (err) { console.error(String(err)); }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => { stop(); process.exit(130); });
  process.on('SIGTERM', () => { stop(); process.exit(143); });
  try {
    if (asRoot) {
      const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      chownSync(dir, Number(ids.stdout), Number(gid.stdout));
    }
    run(bin, 'initdb', ['-D', data, '-U', 'hotline', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    const port = await freePort();
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run(bin, 'pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
    started = true;
    const url = `postgres://hotline@127.0.0.1:${port}/postgres`;
    results.push([`PostgreSQL（${bin}，端口 ${port}）`, await runSuite(`PostgreSQL ${url}`, { ...baseEnv, DATABASE_URL: url })]);
  } catch (err) {
    console.error(`\nPostgreSQL 这一轮未能运行：${err instanceof Error ? err.message : err}`);
    results.push(['PostgreSQL', 1]);
  } finally {
    stop();
  }
}

console.log('\n==== 服务端测试结果 ====');
for (const [label, code] of results) console.log(`  ${code === 0 ? '通过' : '失败'}  ${label}`);
process.exit(results.some(([, code]) => code !== 0) ? 1 : 0);
