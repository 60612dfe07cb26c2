// What `npm test` needs from the machine besides npm packages: Debian's Chromium and PostgreSQL server binaries.
// As root it installs them with apt-get; otherwise it stops at once with the exact command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHROME_PATH } from './chrome.mjs';

/** The directory of pg_ctl: on PATH, else the newest /usr/lib/postgresql/<version>/bin. */
export function findPgBin() {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return resolve(onPath.stdout.trim(), '..');
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/** The Debian packages missing on this machine. */
export function missingPackages({ chromePath = CHROME_PATH, pgBin = findPgBin() } = {}) {
  const missing = [];
  if (!existsSync(chromePath)) missing.push('chromium');
  if (!pgBin) missing.push('postgresql');
  return missing;
}

/** What to do about them: nothing, install (root with apt-get), or stop with the command a person must run. */
export function installPlan(missing, { isRoot = process.getuid?.() === 0, hasApt = existsSync('/usr/bin/apt-get') } = {}) {
  if (missing.length === 0) return { action: 'none' };
  const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (isRoot && hasApt) return { action: 'install', commands: [['apt-get', ['update', '-qq']], ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing]]] };
  const command = hasApt ? `sudo apt-get update && sudo ${install}` : `请用本机的包管理器安装 ${missing.join(' 和 ')}（Debian：${install}）`;
  return { action: 'stop', message: `测试需要 ${missing.join('、')}，本机没有，也无法自动安装（需要 root 和 apt-get）。请先运行：\n  ${command}` };
}

/** Makes sure the machine has what the tests need; answers false (after saying why) when it cannot. */
export function ensureSystemDeps() {
  const plan = installPlan(missingPackages());
  if (plan.action === 'none') return true;
  if (plan.action === 'stop') {
    console.error(`\n${plan.message}\n`);
    return false;
  }
  console.log(`安装测试所需的系统软件包：${plan.commands.at(-1)[1].slice(4).join(' ')}`);
  for (const [command, args] of plan.commands) {
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`\n${command} ${args.join(' ')} 失败（退出码 ${result.status}）。`);
      return false;
    }
  }
  const still = missingPackages();
  if (still.length) console.error(`\n安装后仍缺少：${still.join('、')}`);
  return still.length === 0;
}
