// The phone rule of spec §5 (src/shared/protocol/phone.ts), which the forms and the server both apply: what it accepts
// and refuses, and the caller-ID and phone-book forms built from the same pieces.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { callerNumber, DIALLED_LANDLINE_PATTERN, isPhone, PHONE_BOOK_NUMBER_PATTERN, PHONE_REFUSAL } from '../../src/shared/protocol/phone.ts';
import { belongingPlace } from '../../server/src/cti/phone-place.ts';

describe('phone rule', () => {
  test('accepts a mainland mobile and a landline with or without its area code', () => {
    for (const n of ['13812345678', '19912345678', '010-12345678', '0871-6610101', '0755-12345678', '6610101', '12345678']) {
      assert.equal(isPhone(n), true, n);
    }
  });

  test('refuses everything else, the refusal worded once', () => {
    for (const n of [
      '12812345678', '1381234567', '138123456789', // mobile: second digit 3-9, 11 digits
      '08716610101', '110-12345678', '01-12345678', '07551-1234567', // area code: 0 and 2-3 digits, then a hyphen
      '010-123456', '010-123456789', '123456', '123456789', // local number: 7-8 digits
      '0871-6610101-123', '', ' 13812345678', '+8613812345678', '010 12345678', // no extension, no trimming
    ]) {
      assert.equal(isPhone(n), false, n);
    }
    assert.equal(PHONE_REFUSAL, '请输入正确的手机号');
  });

  test('a caller ID carries its area code, hyphen or not; the phone book adds short numbers', () => {
    for (const n of ['08716610101', '0871-6610101']) assert.equal(DIALLED_LANDLINE_PATTERN.test(n), true, n);
    assert.equal(DIALLED_LANDLINE_PATTERN.test('6610101'), false);
    for (const n of ['13812345678', '0871-6610101', '08716610101', '6610101', '110', '95598']) assert.equal(PHONE_BOOK_NUMBER_PATTERN.test(n), true, n);
    for (const n of ['12', '1234567890123', '0871--6610101']) assert.equal(PHONE_BOOK_NUMBER_PATTERN.test(n), false, n);
    assert.equal(belongingPlace('08716610101'), '云南 云澜市 固话');
    assert.equal(belongingPlace('+8613800000000'), '云南 云澜市 移动');
    assert.equal(belongingPlace('12345'), '本地 短号');
    assert.equal(belongingPlace('abc'), null);
  });

  test('the ringing caller\'s number (the card): +86 dropped, a mobile or a landline with or without its hyphen', () => {
    assert.equal(callerNumber('+8613812345678'), '13812345678');
    assert.equal(callerNumber(' 13812345678 '), '13812345678');
    for (const n of ['08716610101', '0871-6610101', '6610101']) assert.equal(callerNumber(n), n);
    for (const n of ['12345', 'abc', '', '+86', '12812345678']) assert.equal(callerNumber(n), null, n);
  });
});
