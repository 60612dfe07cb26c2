// Notices and call timers of the softphone store under a fake clock: the spec's 4 s, 1.5 s and resumed timer.
import FakeTimers from '@sinonjs/fake-timers';
import { expect } from 'chai';
import { configureSoftphone, handleMessage, softphone } from '../../../src/elements/softphone/softphone.store.ts';
import { callSeconds } from '../../../src/elements/softphone/softphone.view.ts';
import { setEndpoints } from '../../../src/shared/config.ts';
import { testApiBase } from '../support/dom.ts';

type Clock = ReturnType<typeof FakeTimers.createClock>;

function seat(overrides: Record<string, unknown> = {}) {
  return {
    seatStatus: 'Available (On Demand)', busyReason: null, extensionStatus: 1, eventType: 'ring', callType: 1,
    callerNumber: '13800000000', callId: 'call-1', sipHost: '', isWorkOrder: 0, numberFlag: '0', lineUpNum: 0, whiteQNum: 0,
    extensionStatusUpdateTime: null, callTypeUpdateTime: null, date: '2026-11-21 10:00:00', ...overrides,
  };
}

function message(type: string, data: Record<string, unknown>, desc = '') {
  handleMessage({ type, code: 200, desc, data } as never);
}

describe('softphone notices and timers (fake clock)', () => {
  let clock: Clock;

  beforeEach(() => {
    setEndpoints({ apiBase: testApiBase() });
    clock = FakeTimers.createClock(Date.parse('2026-11-21T10:00:00+08:00'));
    configureSoftphone({
      timers: {
        setTimeout: (fn, ms) => clock.setTimeout(fn, ms),
        clearTimeout: (id) => clock.clearTimeout(id as never),
        setInterval: (fn, ms) => clock.setInterval(fn, ms),
        clearInterval: (id) => clock.clearInterval(id as never),
        random: () => 0.5,
      },
      now: () => clock.now,
    });
    softphone.call = null;
    softphone.notice = null;
    softphone.clockOffset = 0;
  });

  it('keeps an incoming ring notice open until the call is answered', () => {
    message('ring', seat({ callType: 1 }));
    expect(softphone.notice?.kind).to.equal('ring-in');
    expect(softphone.notice?.text).to.contain('13800000000');
    clock.tick(60_000);
    expect(softphone.notice?.kind, 'still open after a minute').to.equal('ring-in');
    message('answer', seat({ callType: 1, callStartTime: clock.now }));
    expect(softphone.notice).to.equal(null);
  });

  it('closes an outgoing ring notice after 4 s', () => {
    message('ring', seat({ callType: 2, callerNumber: '12348', callId: 'out-1' }));
    expect(softphone.notice?.kind).to.equal('ring-out');
    clock.tick(3_999);
    expect(softphone.notice?.kind).to.equal('ring-out');
    clock.tick(1);
    expect(softphone.notice).to.equal(null);
  });

  it('runs the call timer, freezes it at hang-up and clears the caller 1.5 s later', () => {
    message('ring', seat());
    message('answer', seat({ callStartTime: clock.now }));
    expect(softphone.call?.callerWord).to.equal('通话中');
    clock.tick(65_000);
    expect(callSeconds(softphone.call)).to.equal(65);
    message('hangUp', {}, '挂断成功');
    clock.tick(10_000);
    expect(softphone.call, 'cleared after 1.5 s').to.equal(null);
  });

  it('keeps the caller until 1.5 s after hang-up, not sooner', () => {
    message('ring', seat());
    message('answer', seat({ callStartTime: clock.now }));
    clock.tick(5_000);
    message('hangUp', {}, '挂断成功');
    clock.tick(1_499);
    expect(softphone.call?.callerNumber).to.equal('13800000000');
    expect(callSeconds(softphone.call), 'the timer froze at hang-up').to.equal(5);
    clock.tick(1);
    expect(softphone.call).to.equal(null);
  });

  it('resumes the call timer from the start time given by answerReconnect', () => {
    const startedTwoMinutesAgo = clock.now - 120_000;
    message('answerReconnect', seat({ callStartTime: startedTwoMinutesAgo }));
    expect(callSeconds(softphone.call)).to.equal(120);
    clock.tick(3_000);
    expect(callSeconds(softphone.call)).to.equal(123);
  });

  it('announces the answer once when a reconnect brings it (the page heard only the ring)', () => {
    const heard: string[] = [];
    const listen = (event: Event) => heard.push(event.type);
    for (const name of ['hotline-call-answered', 'hotline-register-order']) document.addEventListener(name, listen);
    try {
      message('ring', seat());
      message('answerReconnect', seat({ callStartTime: clock.now }));
      message('answerReconnect', seat({ callStartTime: clock.now }));
      expect(heard).to.deep.equal(['hotline-call-answered', 'hotline-register-order']);
      expect(softphone.call?.answered).to.equal(true);
    } finally {
      for (const name of ['hotline-call-answered', 'hotline-register-order']) document.removeEventListener(name, listen);
    }
  });

  it('shows 播报工号 while the job number plays, then 通话中', () => {
    message('ring', seat());
    message('answer', seat({ callStartTime: clock.now }));
    message('playStart', seat());
    expect(softphone.call?.callerWord).to.equal('播报工号');
    message('playEnd', seat());
    expect(softphone.call?.callerWord).to.equal('通话中');
  });
});
