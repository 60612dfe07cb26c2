import type { Plugin } from 'rollup';
export declare function iconAtoms(): Plugin;
