import { expect } from 'chai';
import fc from 'fast-check';
import {
  formatErrorMessage,
  isBlank,
  isDialable,
  suggestPhoneBook,
  validateCallPhone,
  validateCopyContent,
  validateDialable,
  validatePasswordForm,
  validatePhone,
  validateRequired,
} from '../../../src/shared/utils/validators.ts';
import { LANDLINE_PATTERN, MOBILE_PATTERN } from '../../../src/shared/protocol/phone.ts';
import { callFormText } from '../../../src/shared/i18n/zh-CN.ts';

const PHONE_MSG = '请输入正确的手机号';
const REQUIRED_MSG = '必填项不能为空';

const digitString = (min: number, max = min) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
const validMobile = fc
  .tuple(fc.integer({ min: 3, max: 9 }), digitString(9))
  .map(([second, rest]) => `1${second}${rest}`);
const nonDigitChar = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((c) => !/^[0-9]$/.test(c));
/** `text` with one non-digit character inserted at some position. */
const withNonDigit = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, nonDigitChar, fc.nat())
    .map(([s, c, at]) => {
      const i = at % (s.length + 1);
      return s.slice(0, i) + c + s.slice(i);
    });

describe('validators: generic', () => {
  it('required: blank values get 必填项不能为空', () => {
    for (const blank of ['', '   ', null, undefined, [], Number.NaN]) {
      expect(validateRequired(blank)).to.equal(REQUIRED_MSG);
    }
  });

  it('required: 0, false, text and objects are values', () => {
    for (const value of [0, false, 'a', ' a ', ['x'], {}]) expect(validateRequired(value)).to.equal(null);
  });

  it('required: takes a custom message for selects', () => {
    expect(validateRequired('', callFormText.classRequired)).to.equal('请选择班组');
    expect(validateRequired(undefined, callFormText.skillRequired)).to.equal('请选择技能组');
    expect(validateRequired(null, callFormText.transferSkillRequired)).to.equal('请选择转技能组');
    expect(validateRequired('', callFormText.isSeatNumberRequired)).to.equal('请选择是否为分机号');
  });

  it('isBlank agrees with validateRequired', () => {
    expect(isBlank(' ')).to.equal(true);
    expect(isBlank(0)).to.equal(false);
  });

  it('format error reads {attr}格式错误', () => {
    expect(formatErrorMessage('邮箱')).to.equal('邮箱格式错误');
  });
});

describe('validators: validatePhone (mobile or landline)', () => {
  it('accepts 11-digit mobiles with second digit 3-9', () => {
    for (const n of ['13812345678', '13000000000', '19912345678', '15012345678', '17712345678']) {
      expect(validatePhone(n), n).to.equal(null);
      expect(MOBILE_PATTERN.test(n), n).to.equal(true);
    }
  });

  it('rejects mobiles starting 12, 10 or 11', () => {
    for (const n of ['12812345678', '10012345678', '11012345678']) expect(validatePhone(n), n).to.equal(PHONE_MSG);
  });

  it('rejects 10 and 12 digits starting with 1', () => {
    expect(validatePhone('1381234567')).to.equal(PHONE_MSG);
    expect(validatePhone('138123456789')).to.equal(PHONE_MSG);
  });

  it('accepts landlines with a 3- or 4-digit area code and hyphen', () => {
    expect(validatePhone('010-12345678')).to.equal(null);
    expect(validatePhone('0755-1234567')).to.equal(null);
    expect(validatePhone('0755-12345678')).to.equal(null);
    expect(validatePhone('010-1234567')).to.equal(null);
    expect(LANDLINE_PATTERN.test('010-12345678')).to.equal(true);
  });

  it('accepts landlines of 7 or 8 digits without area code', () => {
    expect(validatePhone('12345678')).to.equal(null);
    expect(validatePhone('1234567')).to.equal(null);
  });

  it('rejects an area code without the hyphen', () => {
    expect(validatePhone('01012345678')).to.equal(PHONE_MSG);
    expect(validatePhone('07551234567')).to.equal(PHONE_MSG);
    expect(validatePhone('075512345678')).to.equal(PHONE_MSG);
  });

  it('rejects bad area codes and local numbers', () => {
    for (const n of [
      '10-12345678', // area code must start with 0
      '01-12345678', // 2 digits
      '07551-1234567', // 5 digits
      '110-12345678', // 3 digits but no leading 0
      '010-123456', // 6-digit local number
      '010-123456789', // 9-digit local number
      '123456', // 6 digits
      '123456789', // 9 digits
      '010--12345678',
      '-12345678',
      '010 12345678',
    ]) {
      expect(validatePhone(n), n).to.equal(PHONE_MSG);
    }
  });

  it('rejects empty, whitespace-padded and non-digit input', () => {
    for (const n of ['', ' 13812345678', '13812345678 ', '1381234567a', '+8613812345678', null, undefined]) {
      expect(validatePhone(n), String(n)).to.equal(PHONE_MSG);
    }
  });

  it('property: any generated valid mobile passes', () => {
    fc.assert(fc.property(validMobile, (n) => {
      expect(validatePhone(n)).to.equal(null);
    }));
  });

  it('property: any generated landline passes, with or without area code', () => {
    const area = fc.option(fc.tuple(fc.constant('0'), digitString(2, 3)).map(([z, d]) => `${z}${d}-`), { nil: '' });
    fc.assert(fc.property(area, digitString(7, 8), (a, local) => {
      expect(validatePhone(a + local)).to.equal(null);
    }));
  });

  it('property: a valid mobile with any non-digit inserted fails', () => {
    fc.assert(fc.property(withNonDigit(validMobile), (n) => {
      expect(validatePhone(n)).to.equal(PHONE_MSG);
    }));
  });

  it('property: 1 followed by 0-2 then 9 digits fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), digitString(9), (second, rest) => {
        expect(validatePhone(`1${second}${rest}`)).to.equal(PHONE_MSG);
      }),
    );
  });

  it('property: digit strings of 9, 10 or 12+ digits never pass', () => {
    const badLength = fc.oneof(digitString(9, 10), digitString(12, 20));
    fc.assert(fc.property(badLength, (n) => {
      expect(validatePhone(n)).to.equal(PHONE_MSG);
    }));
  });
});

describe('validators: password-change form', () => {
  it('requires all three fields', () => {
    expect(validatePasswordForm({})).to.deep.equal({
      password: REQUIRED_MSG,
      newPassword: REQUIRED_MSG,
      confirmPassword: REQUIRED_MSG,
    });
    expect(validatePasswordForm({ password: 'old', newPassword: 'Strong#2026', confirmPassword: ' ' })).to.deep.equal({
      confirmPassword: REQUIRED_MSG,
    });
  });

  it('requires the confirmation to equal the new password', () => {
    expect(validatePasswordForm({ password: 'old', newPassword: 'Abc12345', confirmPassword: 'Abc1234' })).to.deep.equal({
      confirmPassword: '确认密码与新密码输入不一致',
    });
  });

  it('checks the new password against the policy the server applies (protocol/password.ts)', () => {
    expect(validatePasswordForm({ password: 'old', newPassword: 'weak', confirmPassword: 'weak' })).to.deep.equal({
      newPassword: '密码长度须为8-20位；密码须至少包含小写字母、大写字母、数字、特殊符号中的三种',
    });
    expect(validatePasswordForm({ password: 'old', newPassword: 'Strong#2026', confirmPassword: 'Strong#2026' })).to.deep.equal({});
  });
});

describe('validators: call form', () => {
  it('phone is required: 电话号码不能为空', () => {
    for (const blank of ['', '  ', null, undefined]) {
      expect(validateCallPhone(blank)).to.equal('电话号码不能为空');
    }
  });

  it('newer panel: digits only, else 电话号码格式不正确', () => {
    expect(validateCallPhone('13812345678')).to.equal(null);
    expect(validateCallPhone('8001')).to.equal(null);
    expect(validateCallPhone('12345')).to.equal(null);
    for (const bad of ['+8613812345678', '010-12345678', '138 1234 5678', 'abc', '１２３']) {
      expect(validateCallPhone(bad), bad).to.equal('电话号码格式不正确');
    }
  });

  it('property: any non-empty digit string passes the newer panel', () => {
    fc.assert(fc.property(digitString(1, 20), (n) => {
      expect(validateCallPhone(n)).to.equal(null);
    }));
  });

  it('property: any non-blank string with a non-digit fails the newer panel', () => {
    const input = withNonDigit(digitString(0, 15)).filter((s) => s.trim() !== '');
    fc.assert(fc.property(input, (n) => {
      expect(validateCallPhone(n)).to.equal('电话号码格式不正确');
    }));
  });

  it('isDialable refuses forbidden numbers', () => {
    const forbidden = ['110', '119', '120', '122'];
    expect(isDialable('110', forbidden)).to.equal(false);
    expect(isDialable(' 120 ', forbidden)).to.equal(false);
    expect(isDialable('1100', forbidden)).to.equal(true);
    expect(isDialable('13812345678', forbidden)).to.equal(true);
    expect(isDialable('110', [])).to.equal(true);
    expect(validateDialable('119', forbidden)).to.equal('不可拨打此号码!');
    expect(validateDialable('12345678', forbidden)).to.equal(null);
  });

  it('the older panel rule (no 12345, not the own number) fits isDialable', () => {
    const own = '8001';
    expect(isDialable('12345', ['12345', own])).to.equal(false);
    expect(isDialable('8001', ['12345', own])).to.equal(false);
    expect(isDialable('8002', ['12345', own])).to.equal(true);
  });

  it('property: dialable exactly when not in the list', () => {
    const num = fc.constantFrom('110', '119', '120', '122', '12345', '8001');
    fc.assert(
      fc.property(num, fc.array(num), (n, list) => {
        expect(isDialable(n, list)).to.equal(!list.includes(n));
      }),
    );
  });
});

describe('validators: copy, phone book', () => {
  it('copy needs content: 无复制内容', () => {
    expect(validateCopyContent('')).to.equal('无复制内容');
    expect(validateCopyContent(null)).to.equal('无复制内容');
    expect(validateCopyContent(undefined)).to.equal('无复制内容');
    expect(validateCopyContent('工单编号')).to.equal(null);
    expect(validateCopyContent(' ')).to.equal(null);
    expect(validateCopyContent(0)).to.equal(null);
  });

  const book = [
    { name: '市长热线', number: '12345' },
    { name: '北京总机', number: '010-12345678' },
    { name: '深圳总机', number: '0755-1234567' },
    { name: '手机', number: '13812345678' },
  ];

  it('suggests entries whose number begins with the typed text', () => {
    expect(suggestPhoneBook(book, '0').map((e) => e.name)).to.deep.equal(['北京总机', '深圳总机']);
    expect(suggestPhoneBook(book, '010').map((e) => e.name)).to.deep.equal(['北京总机']);
    expect(suggestPhoneBook(book, '123').map((e) => e.name)).to.deep.equal(['市长热线']);
  });

  it('does not match in the middle of a number', () => {
    expect(suggestPhoneBook(book, '2345')).to.deep.equal([]);
  });

  it('suggests everything for empty input and nothing for no match', () => {
    expect(suggestPhoneBook(book, '')).to.deep.equal(book);
    expect(suggestPhoneBook(book, '999')).to.deep.equal([]);
  });

  it('property: returns exactly the prefix matches, in list order', () => {
    const entry = fc.record({ name: fc.string(), number: digitString(1, 6) });
    fc.assert(
      fc.property(fc.array(entry), digitString(0, 3), (entries, typed) => {
        const result = suggestPhoneBook(entries, typed);
        expect(result).to.deep.equal(entries.filter((e) => e.number.slice(0, typed.length) === typed));
      }),
    );
  });
});
