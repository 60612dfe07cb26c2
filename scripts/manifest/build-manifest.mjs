// Writes dist/custom-elements.json (the analyzer with custom-elements-manifest.config.mjs) and the .d.ts files made
// from it. The production build calls it after writing the bundles; `node scripts/manifest/build-manifest.mjs` runs it alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { elementTypes } from './element-types.mjs';

/**
 * @param {{ outDir?: string, entries?: string[] }} options entries: the build's entry names (hotline-x), which the
 *   manifest must describe one for one
 * @returns {Promise<string[]>} the files written
 */
export async function buildManifest({ outDir = 'dist', entries } = {}) {
  const manifest = await cli({ argv: ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'], cwd: process.cwd(), noWrite: true });
  if (!manifest) throw new Error('the analyzer wrote no manifest (see custom-elements-manifest.config.mjs)');
  if (entries) {
    const described = manifest.modules.map((m) => path.basename(m.path, '.js')).sort();
    const built = [...entries].sort();
    if (described.join() !== built.join()) {
      throw new Error(`custom-elements.json describes ${described.join(', ')} but the build has ${built.join(', ')}`);
    }
  }
  mkdirSync(outDir, { recursive: true });
  const written = [path.join(outDir, 'custom-elements.json')];
  writeFileSync(written[0], `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [file, text] of elementTypes(manifest)) {
    writeFileSync(path.join(outDir, file), text);
    written.push(path.join(outDir, file));
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of await buildManifest()) console.log(file);
}
