// Bundle figures: what a page downloads for each element, and how many React copies the dist holds.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function gzipBytes(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Static and dynamic imports of relative chunks. */
const ANY_IMPORT = /(?:import\(|from|import)\s*["'](\.[^"']+\.js)["']/g;

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'](\.[^"']+)["']/g;

/** The entry file plus every chunk it imports statically, as the browser would fetch them. */
export function filesLoadedFor(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) visit(path.resolve(path.dirname(file), match[1]!));
  };
  visit(path.resolve(entry));
  return [...seen];
}

/** gzip bytes of the files a page loads for `entries` together (shared chunks counted once). */
export function pageGzipBytes(entries: string[]): { bytes: number; files: number } {
  const files = new Set(entries.flatMap(filesLoadedFor));
  let bytes = 0;
  for (const file of files) bytes += gzipBytes(readFileSync(file));
  return { bytes, files: files.size };
}

/** Every production entry in dist/ (hotline-*.js) with its page weight. */
export function elementSizes(dist = 'dist'): Array<{ entry: string; gzipBytes: number; files: number }> {
  return readdirSync(dist)
    .filter((name) => name.endsWith('.js') && statSync(path.join(dist, name)).isFile())
    .sort()
    .map((name) => {
      const { bytes, files } = pageGzipBytes([path.join(dist, name)]);
      return { entry: name, gzipBytes: bytes, files };
    });
}

/** React's core defines its client internals once per copy; react-dom only reads them. Counted over every file a page
 * that loads all the elements (hotline-elements.js) can reach, lazy chunks included. */
export function reactCopies(dist = 'dist'): number {
  const definition = /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g;
  const reachable = new Set<string>();
  const visit = (file: string) => {
    if (reachable.has(file)) return;
    reachable.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(ANY_IMPORT)) visit(path.resolve(path.dirname(file), match[1]!));
  };
  visit(path.resolve(dist, 'hotline-elements.js'));
  let copies = 0;
  for (const file of reachable) copies += (readFileSync(file, 'utf8').match(definition) ?? []).length;
  return copies;
}

/**
 * The element runtime alone (React, Fluent provider, r2wc, Valtio, ofetch), built like the product: what a page
 * loads before any element's own code (code behind a dynamic import, like the toaster, is not counted).
 */
export async function runtimeGzipBytes(): Promise<number> {
  const { rollup } = await import('rollup');
  // @ts-expect-error the rollup config is plain JavaScript
  const { createPlugins, onwarn } = await import('../../rollup.config.mjs');
  const outdir = mkdtempSync(path.join(tmpdir(), 'hotline-runtime-'));
  const entry = path.join(process.cwd(), '.runtime-probe.ts');
  writeFileSync(
    entry,
    [
      "export { defineElement } from './src/shared/element/index.ts';",
      "export { request } from './src/shared/http/index.ts';",
      "export { session } from './src/shared/session/index.ts';",
      "export { useSnapshot } from 'valtio';",
    ].join('\n'),
  );
  try {
    const bundle = await rollup({ input: { runtime: entry }, plugins: createPlugins(true), onwarn });
    await bundle.write({ dir: outdir, format: 'es', entryFileNames: '[name].js' });
    await bundle.close();
    return pageGzipBytes([path.join(outdir, 'runtime.js')]).bytes;
  } finally {
    rmSync(entry, { force: true });
    rmSync(outdir, { recursive: true, force: true });
  }
}
