import { expect } from 'chai';
import fc from 'fast-check';
import { MISSING_PERMISSION_LIST, hasAnyPermission } from '../../../src/shared/utils/permission.ts';

describe('permission: hasAnyPermission', () => {
  const held = ['sys:menu:save', 'sys:user:list'];

  it('keeps the element when one listed permission is held', () => {
    expect(hasAnyPermission(['sys:menu:save'], held)).to.equal(true);
    expect(hasAnyPermission(['sys:role:delete', 'sys:user:list'], held)).to.equal(true);
  });

  it('removes the element when none is held', () => {
    expect(hasAnyPermission(['sys:role:delete'], held)).to.equal(false);
    expect(hasAnyPermission(['sys:menu:save'], [])).to.equal(false);
  });

  it("throws 'missing unique directive' without a permission list", () => {
    expect(MISSING_PERMISSION_LIST).to.equal('missing unique directive');
    for (const bad of [undefined, null, [], 'sys:menu:save', [1], {}]) {
      expect(() => hasAnyPermission(bad, held)).to.throw(Error, 'missing unique directive');
    }
  });

  it('property: true exactly when the lists intersect', () => {
    const perm = fc.constantFrom('a:1', 'a:2', 'b:1', 'b:2', 'c:1');
    fc.assert(
      fc.property(fc.array(perm, { minLength: 1 }), fc.array(perm), (required, owned) => {
        expect(hasAnyPermission(required, owned)).to.equal(required.some((p) => owned.includes(p)));
      }),
    );
  });
});
