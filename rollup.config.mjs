// Library build: one ESM entry per element, shared chunks (React, Fluent, Valtio load once), source maps.
import commonjs from '@rollup/plugin-commonjs';
import { babel } from '@rollup/plugin-babel';
import griffelPreset from '@griffel/babel-preset';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { demoHostsBuild } from './scripts/demo-hosts.mjs';
import { iconAtoms } from './scripts/icon-atoms.mjs';
import { themeTokens } from './scripts/theme-tokens.mjs';

const production = process.env.BUILD !== 'development';
const outDir = production ? 'dist' : 'dist/dev';

/** Chunk names carry content hashes: a build starts from an empty output, or old chunks pile up beside the new. */
function cleanOutput() {
  return {
    name: 'hotline-clean-output',
    buildStart() {
      if (!existsSync(outDir)) return;
      for (const entry of readdirSync(outDir)) {
        if (entry !== 'dev') rmSync(`${outDir}/${entry}`, { recursive: true, force: true });
      }
    },
  };
}

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

const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
const { shakerEvaluator } = griffelPreset;

/**
 * Production compiles our makeStyles/makeResetStyles ahead of time (Griffel's babel preset, run on esbuild's JS output),
 * so pages no longer ship Griffel's runtime resolver with stylis and rtl-css-js. Dev and browser tests keep runtime styles.
 */
function griffelAheadOfTime() {
  return babel({
    babelHelpers: 'bundled',
    babelrc: false,
    configFile: false,
    skipPreflightCheck: true,
    extensions: ['.ts', '.tsx'],
    filter: (id, code) => id.startsWith(srcDir) && /\bmake(?:Reset)?Styles\b/.test(code),
    presets: [
      [
        '@griffel/babel-preset',
        {
          // The preset evaluates the style objects in Node; our TypeScript modules they import need stripping first.
          babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
          evaluationRules: [
            { action: shakerEvaluator },
            { test: /[/\\]node_modules[/\\]/, action: 'ignore' },
            // Node 20's require resolves @swc/helpers to its ESM files, which the preset's CommonJS sandbox cannot run.
            { test: /[/\\]node_modules[/\\]@swc[/\\]helpers[/\\]esm[/\\]/, action: commonJsTwin },
          ],
        },
      ],
    ],
  });
}

/** Evaluates an @swc/helpers ESM file as its published CommonJS twin (esm/x.js -> cjs/x.cjs). */
function commonJsTwin(filename) {
  return [readFileSync(filename.replace(/([/\\])esm([/\\].+)\.js$/, '$1cjs$2.cjs'), 'utf8'), null];
}

/**
 * Our elements render only in the browser, into their own shadow roots, so there is no server-rendered Griffel CSS to
 * rehydrate; dropping RendererProvider's rehydration call keeps stylis (its CSS parser) out of production pages.
 */
function withoutStyleRehydration() {
  const rehydration = /\n\s*if \(canUseDOM\(\)\) \{\s*rehydrateRendererCache\(renderer, targetDocument\);\s*\}/;
  return {
    name: 'griffel-without-rehydration',
    transform(code, id) {
      if (!/[/\\]@griffel[/\\]react[/\\]src[/\\]RendererContext\.js$/.test(id)) return null;
      if (!rehydration.test(code)) this.error('@griffel/react RendererContext changed: revisit withoutStyleRehydration()');
      // Blank lines in place of the call keep the line numbers, so source maps stay right.
      return { code: code.replace(rehydration, (call) => '\n'.repeat(call.split('\n').length - 1)), map: null };
    },
  };
}

/** The plugin chain of every build (the benchmark's runtime probe uses it too). */
export function createPlugins(isProduction = production) {
  return [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', sourceMap: true, tsconfig: 'tsconfig.json' }),
    iconAtoms(),
    themeTokens(srcDir),
    isProduction && griffelAheadOfTime(),
    isProduction && withoutStyleRehydration(),
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

/**
 * Our modules do nothing when imported except these: the element registrations and the console's lock-release hook.
 * Saying so lets a barrel import (index.ts) bring only what is used, not every page and dialog behind the barrel.
 */
const importEffects = /(?:\.element\.tsx|[/\\]src[/\\]elements[/\\]index\.ts|[/\\]src[/\\]hotline-elements\.ts|[/\\]orderLocks\.ts)$/;
export const moduleSideEffects = (id) => !id.startsWith(srcDir) || importEffects.test(id);

/**
 * dist/custom-elements.json (the analyzer, custom-elements-manifest.config.mjs) and the .d.ts files made from it,
 * written beside the entries they describe; it fails the build if the two disagree on the entries.
 */
function elementDeclarations() {
  return {
    name: 'hotline-element-declarations',
    async writeBundle(_options, bundle) {
      const { buildManifest } = await import('./scripts/manifest/build-manifest.mjs');
      const entryNames = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry).map((file) => file.name);
      await buildManifest({ outDir, entries: entryNames });
    },
  };
}

const elements = {
  input: entries(),
  treeshake: { moduleSideEffects },
  output: {
    dir: outDir,
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: production ? 'chunks/[name]-[hash].js' : 'chunks/[name].js',
  },
  preserveEntrySignatures: 'allow-extension',
  plugins: [cleanOutput(), ...createPlugins(), production && elementDeclarations()].filter(Boolean),
  onwarn,
};

// The Vue 3 and React 19 host pages' scripts build after the elements, into dist/demo/ (production only: the pages load dist/).
export default production ? [elements, demoHostsBuild({ outDir, createPlugins, onwarn })] : elements;
