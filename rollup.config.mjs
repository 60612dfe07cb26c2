// Library build: one ESM entry per element, shared chunks (React, Fluent, Valtio load once), source maps.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { existsSync, readdirSync } from 'node:fs';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

const production = process.env.BUILD !== 'development';

/** `hotline-<name>` for every src/elements/<part>/<name>.element.tsx, plus the app and the all-in-one file. */
function entries() {
  const input = {};
  for (const part of readdirSync('src/elements', { withFileTypes: true })) {
    if (!part.isDirectory()) continue;
    for (const file of readdirSync(`src/elements/${part.name}`)) {
      const match = /^(.+)\.element\.tsx$/.exec(file);
      if (match) input[`hotline-${match[1]}`] = `src/elements/${part.name}/${file}`;
    }
  }
  if (existsSync('src/app/app.element.tsx')) input['hotline-app'] = 'src/app/app.element.tsx';
  if (existsSync('src/hotline-elements.ts')) input['hotline-elements'] = 'src/hotline-elements.ts';
  return input;
}

/** The plugin chain of every build (the benchmark's runtime probe uses it too). */
export function createPlugins(isProduction = production) {
  return [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', sourceMap: true, tsconfig: 'tsconfig.json' }),
    // terser packs a few percent tighter than esbuild's minifier, which counts against the runtime budget.
    isProduction && terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ].filter(Boolean);
}

/** Fluent marks its modules 'use client' for React Server Components; meaningless in a browser bundle. */
export function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
  // Fluent's own packages import themselves in circles; harmless, and not ours to fix.
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
  warn(warning);
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
  plugins: createPlugins(),
  onwarn,
};
