import { expect } from 'chai';
import fc from 'fast-check';
import FakeTimers from '@sinonjs/fake-timers';
import { SUBMIT_THROTTLE_MS } from '../../../src/shared/constants.ts';
import { throttle } from '../../../src/shared/utils/timing.ts';

type Clock = ReturnType<typeof FakeTimers.createClock>;

describe('timing: throttle (leading edge, fake clock on a fresh object)', () => {
  let clock: Clock;
  beforeEach(() => {
    clock = FakeTimers.createClock(0);
  });

  it('defaults to the 1 s submit window', () => {
    expect(SUBMIT_THROTTLE_MS).to.equal(1000);
  });

  it('runs at 0 ms, drops at 999 ms, runs again at 1000 ms', () => {
    const calls: number[] = [];
    const submit = throttle((n: number) => calls.push(n), undefined, { timers: clock });
    expect(submit(1)).to.equal(true); // t = 0
    clock.tick(999);
    expect(submit(2)).to.equal(false); // t = 999
    clock.tick(1);
    expect(submit(3)).to.equal(true); // t = 1000
    clock.tick(999);
    expect(submit(4)).to.equal(false); // t = 1999
    clock.tick(1);
    expect(submit(5)).to.equal(true); // t = 2000
    expect(calls).to.deep.equal([1, 3, 5]);
  });

  it('drops repeated clicks at the same instant without deferring them', () => {
    let runs = 0;
    const submit = throttle(() => runs++, 1000, { timers: clock });
    for (let i = 0; i < 10; i++) submit();
    expect(runs).to.equal(1);
    clock.tick(5000);
    expect(runs).to.equal(1); // nothing was queued
  });

  it('measures the window from the last run, not the last call', () => {
    let runs = 0;
    const submit = throttle(() => runs++, 1000, { timers: clock });
    submit(); // 0: runs
    clock.tick(600);
    submit(); // 600: dropped
    clock.tick(400);
    expect(submit()).to.equal(true); // 1000: runs although only 400 ms after the dropped call
    expect(runs).to.equal(2);
  });

  it('cancel reopens the window at once', () => {
    let runs = 0;
    const submit = throttle(() => runs++, 1000, { timers: clock });
    submit();
    clock.tick(10);
    submit.cancel();
    expect(submit()).to.equal(true);
    expect(runs).to.equal(2);
  });

  it('passes arguments and this through', () => {
    const form = {
      saved: [] as string[],
      save: throttle(function (this: { saved: string[] }, value: string) {
        this.saved.push(value);
      }, 1000, { timers: clock }),
    };
    form.save('a');
    expect(form.saved).to.deep.equal(['a']);
  });

  it('a window that threw still counts as a run', () => {
    const submit = throttle(() => {
      throw new Error('boom');
    }, 1000, { timers: clock });
    expect(() => submit()).to.throw('boom');
    expect(submit()).to.equal(false);
  });

  it('property: runs are exactly the greedy leading-edge picks and are at least ms apart', () => {
    const gaps = fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(gaps, fc.integer({ min: 1, max: 1200 }), (steps, ms) => {
        const local = FakeTimers.createClock(0);
        const ran: number[] = [];
        const fn = throttle(() => ran.push(local.now), ms, { timers: local });
        const expected: number[] = [];
        for (const step of steps) {
          local.tick(step);
          const last = expected[expected.length - 1];
          if (last === undefined || local.now - last >= ms) expected.push(local.now);
          fn();
        }
        expect(ran).to.deep.equal(expected);
        for (let i = 1; i < ran.length; i++) expect(ran[i]! - ran[i - 1]!).to.be.at.least(ms);
      }),
    );
  });
});

describe('timing: throttle on an installed global clock', () => {
  let clock: ReturnType<typeof FakeTimers.install>;
  beforeEach(() => {
    clock = FakeTimers.install({ now: 0, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    clock.uninstall();
  });

  it('throttle reads the global Date.now', () => {
    const submit = throttle(() => undefined);
    expect(submit()).to.equal(true);
    clock.tick(999);
    expect(submit()).to.equal(false);
    clock.tick(1);
    expect(submit()).to.equal(true);
  });
});
