import type { Plugin } from 'rollup';
export declare function preloadImportedChunks(): Plugin;
