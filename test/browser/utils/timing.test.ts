import { expect } from 'chai';
import fc from 'fast-check';
import FakeTimers from '@sinonjs/fake-timers';
import { DEBOUNCE_LONG_MS, DEBOUNCE_MS, SUBMIT_THROTTLE_MS } from '../../../src/shared/constants.ts';
import { debounce, throttle } from '../../../src/shared/utils/timing.ts';

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

describe('timing: throttle and debounce on an installed global clock', () => {
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

  it('debounce uses the global setTimeout with the 500 ms default', () => {
    expect(DEBOUNCE_MS).to.equal(500);
    const seen: string[] = [];
    const search = debounce((q: string) => seen.push(q));
    search('a');
    clock.tick(499);
    expect(seen).to.deep.equal([]);
    clock.tick(1);
    expect(seen).to.deep.equal(['a']);
  });
});

describe('timing: debounce (trailing edge, fake clock on a fresh object)', () => {
  let clock: Clock;
  beforeEach(() => {
    clock = FakeTimers.createClock(0);
  });

  it('runs once, ms after the last call of a burst, with the last arguments', () => {
    const seen: string[] = [];
    const search = debounce((q: string) => seen.push(q), 500, { timers: clock });
    search('a');
    clock.tick(100);
    search('ab');
    clock.tick(100);
    search('abc');
    clock.tick(499);
    expect(seen).to.deep.equal([]);
    expect(search.pending()).to.equal(true);
    clock.tick(1);
    expect(seen).to.deep.equal(['abc']);
    expect(search.pending()).to.equal(false);
    clock.tick(10_000);
    expect(seen).to.deep.equal(['abc']);
  });

  it('supports the long 800 ms variant', () => {
    expect(DEBOUNCE_LONG_MS).to.equal(800);
    let runs = 0;
    const fn = debounce(() => runs++, DEBOUNCE_LONG_MS, { timers: clock });
    fn();
    clock.tick(799);
    expect(runs).to.equal(0);
    clock.tick(1);
    expect(runs).to.equal(1);
  });

  it('cancel drops the pending call', () => {
    let runs = 0;
    const fn = debounce(() => runs++, 500, { timers: clock });
    fn();
    clock.tick(300);
    fn.cancel();
    expect(fn.pending()).to.equal(false);
    clock.tick(10_000);
    expect(runs).to.equal(0);
    expect(clock.countTimers()).to.equal(0);
  });

  it('can be called again after cancel', () => {
    const seen: number[] = [];
    const fn = debounce((n: number) => seen.push(n), 500, { timers: clock });
    fn(1);
    fn.cancel();
    fn(2);
    clock.tick(500);
    expect(seen).to.deep.equal([2]);
  });

  it('flush runs the pending call now, returns its result and does not run it again', () => {
    const seen: string[] = [];
    const fn = debounce((q: string) => {
      seen.push(q);
      return q.length;
    }, 500, { timers: clock });
    fn('x');
    fn('xyz');
    clock.tick(100);
    expect(fn.flush()).to.equal(3);
    expect(seen).to.deep.equal(['xyz']);
    expect(fn.pending()).to.equal(false);
    clock.tick(10_000);
    expect(seen).to.deep.equal(['xyz']);
  });

  it('flush with nothing pending returns undefined and calls nothing', () => {
    let runs = 0;
    const fn = debounce(() => ++runs, 500, { timers: clock });
    expect(fn.flush()).to.equal(undefined);
    fn();
    clock.tick(500);
    expect(fn.flush()).to.equal(undefined);
    expect(runs).to.equal(1);
  });

  it('keeps this of the last call', () => {
    const target = {
      value: 0,
      set: debounce(function (this: { value: number }, n: number) {
        this.value = n;
      }, 500, { timers: clock }),
    };
    target.set(7);
    clock.tick(500);
    expect(target.value).to.equal(7);
  });

  it('property: a burst whose gaps are all shorter than ms runs exactly once, ms after the last call', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(fc.nat(), { maxLength: 30 }), (ms, rawGaps) => {
        const local = FakeTimers.createClock(0);
        const at: number[] = [];
        const fn = debounce((n: number) => at.push(n), ms, { timers: local });
        let calls = 0;
        fn(calls++);
        for (const raw of rawGaps) {
          local.tick(raw % ms);
          fn(calls++);
        }
        const lastCall = local.now;
        local.tick(ms - 1);
        expect(at).to.deep.equal([]);
        local.tick(1);
        expect(at).to.deep.equal([calls - 1]);
        expect(local.now).to.equal(lastCall + ms);
      }),
    );
  });
});
