import { expect } from 'chai';
import fc from 'fast-check';
import { labelLength, minColumnWidth } from '../../../src/shared/utils/table.ts';

describe('table: minColumnWidth', () => {
  it('gives 80 px to labels of 3 characters or fewer', () => {
    expect(minColumnWidth('')).to.equal(80);
    expect(minColumnWidth('a')).to.equal(80);
    expect(minColumnWidth('abc')).to.equal(80);
    expect(minColumnWidth('序号')).to.equal(80);
    expect(minColumnWidth('受理人')).to.equal(80);
  });

  it('gives 20 px per character from 4 characters on', () => {
    expect(minColumnWidth('abcd')).to.equal(80);
    expect(minColumnWidth('工单编号')).to.equal(80);
    expect(minColumnWidth('abcde')).to.equal(100);
    expect(minColumnWidth('受理人姓名')).to.equal(100);
    expect(minColumnWidth('来电号码归属地')).to.equal(140);
  });

  it('counts Chinese characters, mixed text and astral symbols as one each', () => {
    expect(labelLength('工单编号')).to.equal(4);
    expect(labelLength('ID号码')).to.equal(4);
    expect(labelLength('😀😀😀')).to.equal(3);
    expect(minColumnWidth('😀😀😀')).to.equal(80);
    expect(minColumnWidth('😀😀😀😀😀')).to.equal(100);
  });

  it('property: monotonic in the label length, never below 80, 20 px per character above 3', () => {
    const label = fc.string({ unit: 'grapheme', maxLength: 40 });
    fc.assert(
      fc.property(label, label, (a, b) => {
        const [short, long] = labelLength(a) <= labelLength(b) ? [a, b] : [b, a];
        expect(minColumnWidth(short)).to.be.at.most(minColumnWidth(long));
        expect(minColumnWidth(a)).to.be.at.least(80);
        const n = labelLength(a);
        expect(minColumnWidth(a)).to.equal(n <= 3 ? 80 : n * 20);
      }),
    );
  });

  it('property: appending a character never narrows the column', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom('a', '中', '😀', ' '), (base, extra) => {
        expect(minColumnWidth(base + extra)).to.be.at.least(minColumnWidth(base));
      }),
    );
  });
});
