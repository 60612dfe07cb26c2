import { webLightTheme, type Theme } from '@fluentui/react-components';

// Chinese UI text needs CJK fonts ahead of Fluent's Latin defaults.
const CJK_FONTS = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC"';

/** Fluent's light theme with Chinese fonts: the source of the generated host style sheet. */
export const hotlineTheme: Theme = {
  ...webLightTheme,
  fontFamilyBase: `"Segoe UI", ${CJK_FONTS}, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", sans-serif`,
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
