// Floors for the client timings: bare elements of the same React 19 and Fluent as the product, built with the product's
// production settings and measured in the same run on the same kind of page, so a timing reads as a ratio that holds
// from one machine to the next (these machines differ 3-4x in absolute figures).
import { build } from 'esbuild';
import type { Page } from 'playwright-core';

export type FloorName = 'barFloor' | 'tableFloor';

/** The floors' tags: the softphone's toolbar line and the queue's virtual table. */
export const FLOOR_TAGS: Record<FloorName, string> = { barFloor: 'bench-floor-bar', tableFloor: 'bench-floor-table' };

/**
 * The softphone floor (script arrival -> toolbar line painted) of the quietest, fastest machine on record, which
 * "at the floor's speed" means: issue 27's quiet run mounted the softphone in 163 ms and the softphone measures ~1.3x
 * its floor (this bench, 2026-11-28), so ~125 ms. Replace it with a direct measurement on a quiet machine when one runs.
 */
export const REFERENCE_BAR_FLOOR_MS = 125;

/** A figure measured beside the bar floor, at the reference floor's speed: ms x reference floor / this run's floor. */
export const atFloorSpeed = (ms: number, barFloorMs: number): number => (ms * REFERENCE_BAR_FLOOR_MS) / barFloorMs;

const scripts = new Map<FloorName, Promise<string>>();

/** One ES module per floor, minified with NODE_ENV=production as the rollup production build ships the product. */
function floorScript(name: FloorName): Promise<string> {
  let script = scripts.get(name);
  if (!script) {
    script = build({
      entryPoints: [`scripts/bench/floors/${name}.tsx`],
      bundle: true,
      format: 'esm',
      target: 'es2022',
      jsx: 'automatic',
      minify: true,
      write: false,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]!.text);
    scripts.set(name, script);
  }
  return script;
}

/** Serves the floor's script at `/__bench/<name>.js` of `origin` for this page (the floors are not part of dist/). */
export async function routeFloorScript(page: Page, origin: string, name: FloorName): Promise<string> {
  const body = await floorScript(name);
  const scriptPath = `/__bench/${name}.js`;
  await page.route(`${origin}${scriptPath}`, (route) => route.fulfill({ contentType: 'text/javascript', body }));
  return scriptPath;
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
