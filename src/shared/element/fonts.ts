// Chinese UI text needs CJK fonts ahead of Fluent's Latin defaults.
const CJK_FONTS = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC"';

/** The elements' body font: the theme's fontFamilyBase, and what list columns measure their text in. */
export const FONT_FAMILY_BASE = `"Segoe UI", ${CJK_FONTS}, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", sans-serif`;
