// Library build: one ESM entry per element, shared chunks (React, Fluent, Valtio load once), source maps.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { existsSync, readdirSync } from 'node:fs';
import esbuild from 'rollup-plugin-esbuild';

const production = process.env.BUILD !== 'development';

/** `hotline-<part>` for every src/elements/<part>/<part>.element.tsx, plus the app and the all-in-one file. */
function entries() {
  const input = {};
  for (const part of readdirSync('src/elements', { withFileTypes: true })) {
    const file = `src/elements/${part.name}/${part.name}.element.tsx`;
    if (part.isDirectory() && existsSync(file)) input[`hotline-${part.name}`] = file;
  }
  if (existsSync('src/app/app.element.tsx')) input['hotline-app'] = 'src/app/app.element.tsx';
  if (existsSync('src/hotline-elements.ts')) input['hotline-elements'] = 'src/hotline-elements.ts';
  return input;
}

export default {
  input: entries(),
  output: {
    dir: production ? 'dist' : 'dist/dev',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: production ? 'chunks/[name]-[hash].js' : 'chunks/[name].js',
  },
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', minify: production, sourceMap: true, tsconfig: 'tsconfig.json' }),
  ],
  onwarn(warning, warn) {
    // Fluent marks its modules 'use client' for React Server Components; meaningless in a browser bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
    warn(warning);
  },
};
