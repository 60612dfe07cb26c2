import type { Plugin } from 'rollup';
export declare function themeTokens(srcDir: string): Plugin;
