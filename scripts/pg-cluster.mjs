// A throwaway PostgreSQL cluster (initdb in a temp dir, a free local port, durability off) for the server tests' second
// round and the benches; stop() stops it and deletes its files.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPgBin } from './system-deps.mjs';

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

/**
 * Starts a cluster; answers null when no PostgreSQL server programs are installed. Throws when it cannot start (after
 * cleaning up). The caller must call stop(), also on SIGINT/SIGTERM.
 */
export async function startThrowawayPostgres() {
  const bin = findPgBin();
  if (!bin) return null;
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
    return { url: `postgres://hotline@127.0.0.1:${port}/postgres`, bin, port, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
