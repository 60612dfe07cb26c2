import { webLightTheme, type Theme } from '@fluentui/react-components';
import { FONT_FAMILY_BASE } from './fonts.ts';

/** Fluent's light theme with Chinese fonts: the source of the generated host style sheet. */
export const hotlineTheme: Theme = {
  ...webLightTheme,
  fontFamilyBase: FONT_FAMILY_BASE,
};

/** The CSS text that puts every theme token on `:host`, so it inherits into the whole shadow tree. */
export function themeCssText(theme: Theme = hotlineTheme): string {
  const tokens = Object.entries(theme)
    .map(([name, value]) => `--${name}: ${value};`)
    .join('');
  return (
    `:host{${tokens}display:block;font-family:var(--fontFamilyBase);font-size:var(--fontSizeBase300);` +
    `line-height:var(--lineHeightBase300);color:var(--colorNeutralForeground1);}` +
    `:host([hidden]){display:none;}`
  );
}
