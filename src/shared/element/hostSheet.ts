import { THEME_CSS } from './theme.generated.ts';

let sharedSheet: CSSStyleSheet | undefined;

/**
 * One sheet object for every shadow root (adopting the same object again adds nothing). Its text is generated
 * from the Fluent theme ahead of time (scripts/generate-theme.ts), so the theme object stays out of every page.
 */
export function hostThemeSheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync(THEME_CSS);
  }
  return sharedSheet;
}
