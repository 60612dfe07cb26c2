import { expect } from 'chai';
import fc from 'fast-check';
import dayjs from 'dayjs';
import {
  dayRange,
  formatDateTime,
  formatRelative,
  formatTimestampId,
  lastMonthRange,
  lastWeekRange,
  parseTimestamp,
  weekRange,
  type DateRange,
} from '../../../src/shared/utils/dates.ts';

const fmt = (date: Date): string => dayjs(date).format('YYYY-MM-DD HH:mm:ss');
const fmtRange = ([start, end]: DateRange): [string, string] => [fmt(start), fmt(end)];
/** Local-time date: month is 1-based here. */
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0): Date => new Date(y, m - 1, d, h, min, s, ms);

// Dates between 2000 and 2099, local time, at any millisecond of the day.
const anyDate = fc
  .date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
  .map((d) => new Date(d.getTime()));

describe('dates: weekRange (Monday to Sunday)', () => {
  it('on a Monday starts that same Monday', () => {
    expect(fmtRange(weekRange(at(2024, 3, 4, 9, 15)))).to.deep.equal(['2024-03-04 00:00:00', '2024-03-10 23:59:59']);
  });

  it('on a Sunday ends that same Sunday (not the start of a new week)', () => {
    expect(fmtRange(weekRange(at(2024, 3, 10, 23, 59, 59)))).to.deep.equal(['2024-03-04 00:00:00', '2024-03-10 23:59:59']);
  });

  it('on a Wednesday covers the surrounding Monday to Sunday', () => {
    expect(fmtRange(weekRange(at(2024, 3, 6)))).to.deep.equal(['2024-03-04 00:00:00', '2024-03-10 23:59:59']);
  });

  it('crosses month and year ends', () => {
    expect(fmtRange(weekRange(at(2024, 12, 31)))).to.deep.equal(['2024-12-30 00:00:00', '2025-01-05 23:59:59']);
    expect(fmtRange(weekRange(at(2024, 3, 1)))).to.deep.equal(['2024-02-26 00:00:00', '2024-03-03 23:59:59']);
  });

  it('ends at the last millisecond of Sunday', () => {
    const [start, end] = weekRange(at(2024, 3, 6));
    expect(start.getMilliseconds()).to.equal(0);
    expect(end.getMilliseconds()).to.equal(999);
  });

  it('accepts a 10-digit seconds timestamp', () => {
    const seconds = Math.floor(at(2024, 3, 10, 12).getTime() / 1000);
    expect(fmtRange(weekRange(seconds))).to.deep.equal(['2024-03-04 00:00:00', '2024-03-10 23:59:59']);
  });

  it('throws on an invalid date', () => {
    expect(() => weekRange('not a date')).to.throw(RangeError);
  });

  it('property: starts on a Monday at 00:00:00, ends on the following Sunday at 23:59:59 and contains the date', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const [start, end] = weekRange(date);
        expect(start.getDay()).to.equal(1);
        expect(end.getDay()).to.equal(0);
        expect(fmt(start).slice(11)).to.equal('00:00:00');
        expect(fmt(end).slice(11)).to.equal('23:59:59');
        expect(dayjs(end).startOf('day').diff(dayjs(start), 'day')).to.equal(6);
        expect(start.getTime()).to.be.at.most(date.getTime());
        expect(end.getTime()).to.be.at.least(date.getTime());
      }),
    );
  });
});

describe('dates: dayRange', () => {
  it('runs from 00:00:00 to 23:59:59 of the given day', () => {
    expect(fmtRange(dayRange(at(2024, 2, 29, 13, 14, 15)))).to.deep.equal(['2024-02-29 00:00:00', '2024-02-29 23:59:59']);
  });

  it('keeps midnight and the last second on the same day', () => {
    expect(fmtRange(dayRange(at(2024, 1, 1)))).to.deep.equal(['2024-01-01 00:00:00', '2024-01-01 23:59:59']);
    expect(fmtRange(dayRange(at(2024, 1, 1, 23, 59, 59, 999)))).to.deep.equal(['2024-01-01 00:00:00', '2024-01-01 23:59:59']);
  });

  it('property: the range holds the date and both ends are on its calendar day', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const [start, end] = dayRange(date);
        const day = dayjs(date).format('YYYY-MM-DD');
        expect(fmt(start)).to.equal(`${day} 00:00:00`);
        expect(fmt(end)).to.equal(`${day} 23:59:59`);
      }),
    );
  });
});

describe('dates: lastWeekRange (from 7 days before today up to today)', () => {
  it('starts 7 days before today at 00:00:00 and ends today at 23:59:59', () => {
    expect(fmtRange(lastWeekRange(at(2024, 3, 10, 15, 30)))).to.deep.equal(['2024-03-03 00:00:00', '2024-03-10 23:59:59']);
  });

  it('crosses a month end (leap February)', () => {
    expect(fmtRange(lastWeekRange(at(2024, 3, 3)))).to.deep.equal(['2024-02-25 00:00:00', '2024-03-03 23:59:59']);
  });

  it('property: start is exactly 7 calendar days before the end day', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const [start, end] = lastWeekRange(date);
        expect(dayjs(end).format('YYYY-MM-DD')).to.equal(dayjs(date).format('YYYY-MM-DD'));
        expect(dayjs(start).format('YYYY-MM-DD')).to.equal(dayjs(date).subtract(7, 'day').format('YYYY-MM-DD'));
      }),
    );
  });
});

describe('dates: lastMonthRange (same day one month earlier up to today)', () => {
  it('goes back to the same day of the previous month', () => {
    expect(fmtRange(lastMonthRange(at(2024, 3, 15, 8)))).to.deep.equal(['2024-02-15 00:00:00', '2024-03-15 23:59:59']);
  });

  it('crosses the year boundary', () => {
    expect(fmtRange(lastMonthRange(at(2024, 1, 15)))).to.deep.equal(['2023-12-15 00:00:00', '2024-01-15 23:59:59']);
  });

  it('clamps 31 March to 29 February in a leap year', () => {
    expect(fmtRange(lastMonthRange(at(2024, 3, 31)))).to.deep.equal(['2024-02-29 00:00:00', '2024-03-31 23:59:59']);
  });

  it('clamps 31 March to 28 February in a common year', () => {
    expect(fmtRange(lastMonthRange(at(2023, 3, 31)))).to.deep.equal(['2023-02-28 00:00:00', '2023-03-31 23:59:59']);
  });

  it('clamps 31 May to 30 April', () => {
    expect(fmtRange(lastMonthRange(at(2024, 5, 31)))).to.deep.equal(['2024-04-30 00:00:00', '2024-05-31 23:59:59']);
  });

  it('property: the start is never after the end and is at most 31 days earlier', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const [start, end] = lastMonthRange(date);
        const days = dayjs(end).startOf('day').diff(dayjs(start), 'day');
        expect(days).to.be.within(28, 31);
      }),
    );
  });
});

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

describe('dates: formatRelative', () => {
  // Mid-January: far from daylight-saving switches in either hemisphere, so wall-clock checks hold in any zone.
  const now = at(2024, 1, 20, 12, 0, 0);
  const ago = (ms: number): Date => new Date(now.getTime() - ms);
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;

  it('says 刚刚 at 0 s and 29 s', () => {
    expect(formatRelative(ago(0), now)).to.equal('刚刚');
    expect(formatRelative(ago(29 * S), now)).to.equal('刚刚');
    expect(formatRelative(ago(30 * S - 1), now)).to.equal('刚刚');
  });

  it('says 1分钟前 from 30 s to 119 s (minutes round down, never below 1)', () => {
    expect(formatRelative(ago(30 * S), now)).to.equal('1分钟前');
    expect(formatRelative(ago(59 * S), now)).to.equal('1分钟前');
    expect(formatRelative(ago(60 * S), now)).to.equal('1分钟前');
    expect(formatRelative(ago(119 * S), now)).to.equal('1分钟前');
    expect(formatRelative(ago(120 * S), now)).to.equal('2分钟前');
  });

  it('says 59分钟前 at 59 min and 1小时前 at 60 min', () => {
    expect(formatRelative(ago(59 * M), now)).to.equal('59分钟前');
    expect(formatRelative(ago(60 * M - 1), now)).to.equal('59分钟前');
    expect(formatRelative(ago(60 * M), now)).to.equal('1小时前');
  });

  it('says 23小时前 at 23 h and 1天前 at 24 h', () => {
    expect(formatRelative(ago(23 * H), now)).to.equal('23小时前');
    expect(formatRelative(ago(24 * H - 1), now)).to.equal('23小时前');
    expect(formatRelative(ago(24 * H), now)).to.equal('1天前');
  });

  it('says 1天前 at 47 h and a date at 48 h', () => {
    expect(formatRelative(ago(47 * H), now)).to.equal('1天前');
    expect(formatRelative(ago(48 * H - 1), now)).to.equal('1天前');
    expect(formatRelative(ago(48 * H), now)).to.equal('2024-01-18 12:00');
    expect(formatRelative(ago(400 * H), now)).to.equal('2024-01-03 20:00');
  });

  it('treats future times as 刚刚', () => {
    expect(formatRelative(new Date(now.getTime() + 1), now)).to.equal('刚刚');
    expect(formatRelative(new Date(now.getTime() + 72 * H), now)).to.equal('刚刚');
  });

  it('accepts 10-digit seconds and 13-digit ms for both arguments', () => {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    expect(formatRelative(nowSeconds - 5 * 60, nowSeconds)).to.equal('5分钟前');
    expect(formatRelative(String(nowSeconds - 3 * 3600), now.getTime())).to.equal('3小时前');
  });

  it('uses the current time by default', () => {
    expect(formatRelative(Date.now() - 1000)).to.equal('刚刚');
    expect(formatRelative(Date.now() - 10 * M)).to.equal('10分钟前');
  });

  it('returns an empty string for an invalid time', () => {
    expect(formatRelative(null, now)).to.equal('');
    expect(formatRelative('garbage', now)).to.equal('');
  });

  it('property: each age band gets its label', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 24 * H }), (age) => {
        const label = formatRelative(ago(age), now);
        if (age < 30 * S) expect(label).to.equal('刚刚');
        else if (age < H) expect(label).to.equal(`${Math.max(1, Math.floor(age / M))}分钟前`);
        else if (age < 24 * H) expect(label).to.equal(`${Math.floor(age / H)}小时前`);
        else if (age < 48 * H) expect(label).to.equal('1天前');
        else expect(label).to.equal(dayjs(ago(age)).format('YYYY-MM-DD HH:mm'));
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
