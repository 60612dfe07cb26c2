// `npm test`: every suite in order (types, server, browser, end-to-end), with one closing count.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { ensureSystemDeps } from './system-deps.mjs';

const steps = [
  { name: '类型检查 typecheck (browser, server, tools)', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: '分层检查 layers (DESIGN §2)', command: ['npm', 'run', '--silent', 'check:layers'] },
  { name: '服务端 server', command: ['node', 'scripts/test-server.mjs'], when: () => existsSync('scripts/test-server.mjs') },
  { name: '浏览器 browser', command: ['npx', 'web-test-runner'] },
  {
    name: '端到端 end-to-end',
    command: ['node', 'scripts/test-e2e.mjs'],
    when: () => existsSync('test/e2e') && readdirSync('test/e2e').some((f) => f.endsWith('.test.ts')),
  },
];

/** Runs a command, echoing its output, and counts the tests its runner reports. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let text = '';
    const echo = (stream) => (chunk) => {
      stream.write(chunk);
      text += chunk.toString();
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, ...count(text) }));
  });
}

function count(text) {
  let passed = 0;
  let failed = 0;
  // node:test (tap or spec reporter), once per pass of the suite
  for (const m of text.matchAll(/^(?:# |ℹ )pass (\d+)$/gm)) passed += Number(m[1]);
  for (const m of text.matchAll(/^(?:# |ℹ )fail (\d+)$/gm)) failed += Number(m[1]);
  // web-test-runner prints a running tally; its last line is the total
  const wtr = [...text.matchAll(/test files \| (\d+) passed, (\d+) failed/g)].pop();
  if (wtr) {
    passed += Number(wtr[1]);
    failed += Number(wtr[2]);
  }
  return { passed, failed };
}

// A fresh machine: the npm packages, then Chromium and PostgreSQL (installed as root, else the command to run).
if (!existsSync('node_modules/.package-lock.json')) {
  console.log('安装 npm 依赖 npm ci…');
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (ci.status !== 0) process.exit(ci.status ?? 1);
}
if (!ensureSystemDeps()) process.exit(1);

// Every step runs on the project's Node (the `node` devDependency), even when this file was started with another one.
process.env.PATH = `${resolve('node_modules', '.bin')}${delimiter}${process.env.PATH}`;
const runtime = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`运行时 runtime: Node ${runtime}（node_modules/.bin/node）`);

let passed = 0;
let failed = 0;
const failedSteps = [];
for (const step of steps) {
  if (step.when && !step.when()) continue;
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const result = await run(step.command);
  passed += result.passed;
  failed += result.failed;
  if (result.code !== 0) failedSteps.push(step.name);
}
console.log(`\n${failedSteps.length ? `失败的步骤: ${failedSteps.join(', ')}` : '全部步骤通过'}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
