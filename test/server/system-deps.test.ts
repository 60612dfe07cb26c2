// `npm test` on a fresh machine: it installs Chromium and PostgreSQL as root, or stops at once with the command to run.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// @ts-expect-error: a plain .mjs script of the test runner, without types
import { installPlan, missingPackages } from '../../scripts/system-deps.mjs';

describe('系统依赖 system packages for the tests', () => {
  it('names what is missing', () => {
    assert.deepEqual(missingPackages({ chromePath: '/nonexistent/chromium', pgBin: null }), ['chromium', 'postgresql']);
    assert.deepEqual(missingPackages({ chromePath: process.execPath, pgBin: '/usr/lib/postgresql/15/bin' }), []);
  });

  it('installs with apt-get as root', () => {
    const plan = installPlan(['chromium', 'postgresql'], { isRoot: true, hasApt: true });
    assert.equal(plan.action, 'install');
    assert.deepEqual(plan.commands.at(-1), ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'postgresql']]);
  });

  it('stops with the exact command when it cannot install', () => {
    const plan = installPlan(['chromium'], { isRoot: false, hasApt: true });
    assert.equal(plan.action, 'stop');
    assert.match(plan.message, /sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium/);
  });

  it('does nothing when all is there', () => {
    assert.deepEqual(installPlan([], { isRoot: false, hasApt: false }), { action: 'none' });
  });
});
