// The reference back end as one ES module (server/build/main.mjs), as `npm start` runs it: no TypeScript loader in the
// serving process (tsx's hooks cost about 80 MB of resident memory). Packages stay external; node_modules serves them.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  // PGlite's thread is a second entry: the server starts it from beside its own bundle.
  entryPoints: { main: 'server/src/main.ts', 'pglite-worker': 'server/src/db/pglite-worker.ts' },
  // Same depth as server/src/, so paths the server resolves from its own location (the repository root) hold.
  outdir: 'server/build',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
