import { expect } from 'chai';
import * as C from '../../../src/shared/constants.ts';
import * as Cti from '../../../src/shared/protocol/cti.ts';
import * as P from '../../../src/shared/protocol/password.ts';
import { REMINDER_PAGE_SIZE } from '../../../src/shared/protocol/reminders.ts';

describe('constants: spec §9 values', () => {
  it('timing', () => {
    expect(C.REQUEST_TIMEOUT_MS).to.equal(1_200_000);
    expect(C.HEARTBEAT_MS).to.equal(5000);
    expect(C.HEARTBEAT_MISSED_MAX).to.equal(3);
    expect(C.USER_REFRESH_MS).to.equal(5000);
    expect(C.SEAT_LIST_POLL_MS).to.equal(3000);
    expect(C.REMINDER_POLL_MS).to.equal(60_000);
    expect(C.RECONNECT_INTERVAL_MS).to.equal(3000);
    expect(C.RECONNECT_MAX).to.equal(5);
    expect(Cti.FINISH_TIME).to.equal(15);
    expect(C.OUTGOING_NOTICE_MS).to.equal(4000);
    expect(C.CALLER_CLEAR_MS).to.equal(1500);
    expect(C.SUBMIT_THROTTLE_MS).to.equal(1000);
    expect(C.DEBOUNCE_LONG_MS).to.equal(800);
  });

  it('paging', () => {
    expect(C.ANNOUNCEMENT_PAGE_SIZES).to.deep.equal([10, 50, 100, 200]);
    expect(C.ANNOUNCEMENT_PAGE_SIZES).to.include(C.ANNOUNCEMENT_DEFAULT_PAGE_SIZE);
    expect(C.ANNOUNCEMENT_DEFAULT_PAGE_SIZE).to.equal(10);
    expect(REMINDER_PAGE_SIZE).to.equal(50);
    expect(C.CLASS_LIST_SIZE).to.equal(100000);
    expect(Object.isFrozen(C.ANNOUNCEMENT_PAGE_SIZES)).to.equal(true);
  });

  it('layout', () => {
    expect(C.MOBILE_BREAKPOINT_PX).to.equal(992);
    expect(C.SIDEBAR_WIDTH_PX).to.equal(210);
    expect(C.MENU_BACKGROUND).to.equal('#1677ff');
    expect(C.BADGE_MAX).to.equal(10);
    expect(C.TREE_DIALOG_WIDTH_PX).to.equal(700);
    expect(C.TRANSFER_DIALOG_WIDTH_PX).to.equal(700);
    expect(C.TRANSFER_BY_PHONE_WIDTH_PX).to.equal(800);
    expect(C.ANNOUNCEMENT_WIDGET_WIDTH_PX).to.equal(320);
    expect(C.COLUMN_SETTINGS_WIDTH_PX).to.equal(240);
    expect(C.TABLE_MIN_COLUMN_WIDTH_PX).to.equal(80);
    expect(C.TABLE_COLUMN_WIDTH_PER_CHAR_PX).to.equal(20);
    expect(C.TABLE_SHORT_LABEL_MAX_CHARS).to.equal(3);
  });

  it('password, skill groups and codes', () => {
    expect([P.PASSWORD_MIN, P.PASSWORD_MAX, P.PASSWORD_MIN_CLASSES]).to.deep.equal([8, 20, 3]);
    expect(C.DEFAULT_SKILL_GROUP).to.equal('skill1');
    expect(C.LEGAL_SKILL_GROUP).to.deep.equal({ label: '法律专席', value: 'skill2' });
    expect([Cti.CALLED_TYPE_SKILL_GROUP, Cti.CALLED_TYPE_PHONE, Cti.CALLED_TYPE_EXTERNAL]).to.deep.equal([1, 2, 3]);
    expect(C.DEPT_TREE_IS_TREE).to.equal(2);
  });
});
