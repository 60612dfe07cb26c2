import { expect } from 'chai';
import { themeCssText } from '../../../src/shared/element/theme.ts';
import { THEME_CSS } from '../../../src/shared/element/theme.generated.ts';

describe('the generated host theme', () => {
  it('matches the Fluent theme it was generated from (run scripts/generate-theme.ts after a Fluent upgrade)', () => {
    expect(THEME_CSS).to.equal(themeCssText());
  });

  it('carries the brand colour and the Chinese fonts', () => {
    expect(THEME_CSS).to.contain('--colorBrandBackground: #0f6cbd;');
    expect(THEME_CSS).to.contain('"PingFang SC"');
  });
});
