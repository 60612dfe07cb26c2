import { expect } from 'chai';
import fc from 'fast-check';
import { pageAfterDelete, pageCount } from '../../../src/shared/utils/paging.ts';

describe('paging: pageCount', () => {
  it('has at least one page', () => {
    expect(pageCount(0, 10)).to.equal(1);
    expect(pageCount(1, 10)).to.equal(1);
    expect(pageCount(10, 10)).to.equal(1);
    expect(pageCount(11, 10)).to.equal(2);
  });
});

describe('paging: pageAfterDelete', () => {
  it('steps back when the only item on the last page is deleted', () => {
    expect(pageAfterDelete({ page: 3, pageSize: 10, total: 21 })).to.equal(2);
  });

  it('stays on the last page while it still has rows', () => {
    expect(pageAfterDelete({ page: 3, pageSize: 10, total: 22 })).to.equal(3);
  });

  it('stays on a middle page (rows move up from the next page)', () => {
    expect(pageAfterDelete({ page: 2, pageSize: 10, total: 30 })).to.equal(2);
    expect(pageAfterDelete({ page: 2, pageSize: 10, total: 30, deletedCount: 10 })).to.equal(2);
  });

  it('never goes below page 1', () => {
    expect(pageAfterDelete({ page: 1, pageSize: 10, total: 1 })).to.equal(1);
    expect(pageAfterDelete({ page: 1, pageSize: 10, total: 10, deletedCount: 10 })).to.equal(1);
    expect(pageAfterDelete({ page: 1, pageSize: 10, total: 0 })).to.equal(1);
  });

  it('steps back when a multi-delete empties the last page', () => {
    expect(pageAfterDelete({ page: 3, pageSize: 10, total: 25, deletedCount: 5 })).to.equal(2);
    expect(pageAfterDelete({ page: 3, pageSize: 10, total: 25, deletedCount: 4 })).to.equal(3);
  });

  it('lands on the new last page when more rows go than the last page held', () => {
    expect(pageAfterDelete({ page: 5, pageSize: 10, total: 41, deletedCount: 21 })).to.equal(2);
  });

  it('clamps a page that was already past the end', () => {
    expect(pageAfterDelete({ page: 9, pageSize: 10, total: 15 })).to.equal(2);
  });

  it('treats a negative delete count as nothing deleted', () => {
    expect(pageAfterDelete({ page: 3, pageSize: 10, total: 21, deletedCount: -4 })).to.equal(3);
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => pageAfterDelete({ page: 1, pageSize: 0, total: 5 })).to.throw(RangeError);
    expect(() => pageAfterDelete({ page: 1, pageSize: 2.5, total: 5 })).to.throw(RangeError);
  });

  // A valid situation: a page that exists and a delete of some of the rows that page shows.
  const situation = fc
    .record({ pageSize: fc.integer({ min: 1, max: 50 }), total: fc.integer({ min: 1, max: 2000 }) })
    .chain(({ pageSize, total }) =>
      fc.integer({ min: 1, max: pageCount(total, pageSize) }).chain((page) => {
        const onPage = Math.min(pageSize, total - (page - 1) * pageSize);
        return fc.record({
          pageSize: fc.constant(pageSize),
          total: fc.constant(total),
          page: fc.constant(page),
          deletedCount: fc.integer({ min: 1, max: onPage }),
        });
      }),
    );

  it('property: the page is always within 1..maxPage after the delete and never moves forward', () => {
    fc.assert(
      fc.property(situation, (input) => {
        const result = pageAfterDelete(input);
        const maxPage = pageCount(input.total - input.deletedCount, input.pageSize);
        expect(result).to.be.within(1, maxPage);
        expect(result).to.be.at.most(input.page);
        expect(Number.isInteger(result)).to.equal(true);
      }),
    );
  });

  it('property: deleting rows from one page moves back at most one page, and only when that page empties', () => {
    fc.assert(
      fc.property(situation, (input) => {
        const result = pageAfterDelete(input);
        const remaining = input.total - input.deletedCount;
        const pageStillHasRows = remaining > (input.page - 1) * input.pageSize;
        if (pageStillHasRows || input.page === 1) expect(result).to.equal(input.page);
        else expect(result).to.equal(input.page - 1);
      }),
    );
  });
});
