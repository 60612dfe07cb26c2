import { expect } from 'chai';
import fc from 'fast-check';
import dayjs from 'dayjs';
import { formatDateTime, formatTimestampId, parseTimestamp } from '../../../src/shared/utils/dates.ts';

const fmt = (date: Date): string => dayjs(date).format('YYYY-MM-DD HH:mm:ss');
/** Local-time date: month is 1-based here. */
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0): Date => new Date(y, m - 1, d, h, min, s, ms);

// Dates between 2000 and 2099, local time, at any millisecond of the day.
const anyDate = fc
  .date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
  .map((d) => new Date(d.getTime()));

describe('dates: parseTimestamp', () => {
  const ms13 = 1_700_000_000_000; // 2023-11-14T22:13:20Z

  it('reads a 10-digit number as seconds', () => {
    expect(parseTimestamp(1_700_000_000)?.getTime()).to.equal(ms13);
  });

  it('reads a 10-digit string as seconds', () => {
    expect(parseTimestamp('1700000000')?.getTime()).to.equal(ms13);
  });

  it('reads a 13-digit number or string as milliseconds', () => {
    expect(parseTimestamp(ms13)?.getTime()).to.equal(ms13);
    expect(parseTimestamp('1700000000000')?.getTime()).to.equal(ms13);
  });

  it('reads 9 and 11 digits as milliseconds (only exactly 10 digits mean seconds)', () => {
    expect(parseTimestamp(999_999_999)?.getTime()).to.equal(999_999_999);
    expect(parseTimestamp('999999999')?.getTime()).to.equal(999_999_999);
    expect(parseTimestamp(17_000_000_000)?.getTime()).to.equal(17_000_000_000);
    expect(parseTimestamp('17000000000')?.getTime()).to.equal(17_000_000_000);
  });

  it('keeps a 10-digit fractional number as seconds', () => {
    expect(parseTimestamp(1_700_000_000.5)?.getTime()).to.equal(ms13 + 500);
  });

  it('parses date strings and copies Date objects', () => {
    expect(fmt(parseTimestamp('2024-03-01 09:30:05')!)).to.equal('2024-03-01 09:30:05');
    const original = at(2024, 3, 1);
    const copy = parseTimestamp(original)!;
    expect(copy.getTime()).to.equal(original.getTime());
    expect(copy).to.not.equal(original);
  });

  it('returns null for missing or invalid values', () => {
    expect(parseTimestamp(null)).to.equal(null);
    expect(parseTimestamp(undefined)).to.equal(null);
    expect(parseTimestamp('')).to.equal(null);
    expect(parseTimestamp('   ')).to.equal(null);
    expect(parseTimestamp('abc')).to.equal(null);
    expect(parseTimestamp(Number.NaN)).to.equal(null);
    expect(parseTimestamp(new Date(Number.NaN))).to.equal(null);
  });

  it('property: seconds (10 digits) and the same instant in ms (13 digits) agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }), (seconds) => {
        expect(parseTimestamp(seconds)?.getTime()).to.equal(seconds * 1000);
        expect(parseTimestamp(String(seconds))?.getTime()).to.equal(seconds * 1000);
        expect(parseTimestamp(seconds * 1000)?.getTime()).to.equal(seconds * 1000);
      }),
    );
  });
});

describe('dates: formatTimestampId and formatDateTime', () => {
  it('formats YYYYMMDDHHmmssSSS with 3 millisecond digits', () => {
    expect(formatTimestampId(at(2024, 3, 1, 9, 30, 5, 7))).to.equal('20240301093005007');
    expect(formatTimestampId(at(2024, 12, 31, 23, 59, 59, 999))).to.equal('20241231235959999');
    expect(formatTimestampId(at(2024, 1, 1))).to.equal('20240101000000000');
  });

  it('defaults to now', () => {
    const before = formatTimestampId(new Date(Date.now() - 1));
    const id = formatTimestampId();
    expect(id).to.match(/^\d{17}$/);
    expect(id >= before).to.equal(true);
  });

  it('property: always 17 digits that spell the local date and time', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const id = formatTimestampId(date);
        expect(id).to.match(/^\d{17}$/);
        expect(Number(id.slice(0, 4))).to.equal(date.getFullYear());
        expect(Number(id.slice(4, 6))).to.equal(date.getMonth() + 1);
        expect(Number(id.slice(6, 8))).to.equal(date.getDate());
        expect(Number(id.slice(8, 10))).to.equal(date.getHours());
        expect(Number(id.slice(10, 12))).to.equal(date.getMinutes());
        expect(Number(id.slice(12, 14))).to.equal(date.getSeconds());
        expect(Number(id.slice(14))).to.equal(date.getMilliseconds());
      }),
    );
  });

  it('property: ids sort in time order', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        const [x, y] = [formatTimestampId(a), formatTimestampId(b)];
        expect(x < y ? -1 : x > y ? 1 : 0).to.equal(Math.sign(a.getTime() - b.getTime()));
      }),
    );
  });

  it('formats YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(at(2024, 3, 1, 9, 30, 5, 7))).to.equal('2024-03-01 09:30:05');
    expect(formatDateTime(at(2024, 3, 1, 9, 30), 'YYYY-MM-DD')).to.equal('2024-03-01');
  });

  it('formats 10-digit seconds like the same 13-digit ms', () => {
    const ms = at(2024, 3, 1, 9, 30, 5).getTime();
    expect(formatDateTime(ms / 1000)).to.equal('2024-03-01 09:30:05');
    expect(formatDateTime(ms)).to.equal('2024-03-01 09:30:05');
  });

  it('returns an empty string for a missing or invalid time', () => {
    expect(formatDateTime(null)).to.equal('');
    expect(formatDateTime(undefined)).to.equal('');
    expect(formatDateTime('nope')).to.equal('');
  });
});
