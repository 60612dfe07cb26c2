import { expect } from 'chai';
import fc from 'fast-check';
import { createSessionId, type RandomSource } from '../../../src/shared/utils/ids.ts';

/** 8-4-4-4-12 lowercase hex. */
const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('ids: createSessionId', () => {
  it('matches the 8-4-4-4-12 lowercase hex pattern', () => {
    expect(createSessionId()).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('falls back to getRandomValues when randomUUID is missing', () => {
    const source: RandomSource = { getRandomValues: (array) => globalThis.crypto.getRandomValues(array) };
    const id = createSessionId(source);
    expect(id).to.match(SESSION_ID_PATTERN);
    expect(id[14]).to.equal('4'); // version nibble
    expect('89ab').to.include(id[19]!); // variant nibble
  });

  it('lays the random bytes out in order in the fallback', () => {
    const zeros: RandomSource = { getRandomValues: (array) => array.fill(0) };
    expect(createSessionId(zeros)).to.equal('00000000-0000-4000-8000-000000000000');
    const ones: RandomSource = { getRandomValues: (array) => array.fill(0xff) };
    expect(createSessionId(ones)).to.equal('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('lowercases a randomUUID that answers in uppercase', () => {
    const source: RandomSource = {
      getRandomValues: (array) => array,
      randomUUID: () => '3F2B8C1E-9A4D-4E2F-8B1C-0D9E7F6A5B4C',
    };
    expect(createSessionId(source)).to.equal('3f2b8c1e-9a4d-4e2f-8b1c-0d9e7f6a5b4c');
  });

  it('property: every id in a batch matches the pattern and none repeats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.boolean(), (count, useFallback) => {
        const source: RandomSource | undefined = useFallback
          ? { getRandomValues: (array) => globalThis.crypto.getRandomValues(array) }
          : undefined;
        const ids = Array.from({ length: count }, () => createSessionId(source));
        for (const id of ids) expect(id).to.match(SESSION_ID_PATTERN);
        expect(new Set(ids).size).to.equal(count);
      }),
      { numRuns: 50 },
    );
  });
});
