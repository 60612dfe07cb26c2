// Development loop for the demo pages: vite serves them from source and proxies calls to `npm start`'s server.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';

const server = process.env.HOTLINE_SERVER ?? 'http://127.0.0.1:8080';
const root = path.resolve(import.meta.dirname);

/** The source file behind a built entry name, as rollup.config.mjs names them. */
function sourceOf(entry) {
  if (entry === 'app') return path.join(root, 'src/app/app.element.tsx');
  if (entry === 'elements') return path.join(root, 'src/hotline-elements.ts');
  for (const part of readdirSync(path.join(root, 'src/elements'))) {
    const file = path.join(root, 'src/elements', part, `${entry}.element.tsx`);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Pages load /dist/hotline-<name>.js in production; in development the same URL serves the source. */
function distFromSource() {
  return {
    name: 'hotline-dist-from-source',
    resolveId(id) {
      const match = /^\/dist\/hotline-(.+)\.js$/.exec(id);
      return match ? sourceOf(match[1]) : null;
    },
  };
}

export default defineConfig({
  root: 'demo/pages',
  plugins: [distFromSource()],
  define: { 'process.env.NODE_ENV': '"development"' },
  server: {
    fs: { allow: [root] },
    proxy: Object.fromEntries(
      ['/api', '/aop', '/aip', '/apo', '/__test'].map((prefix) => [prefix, server]).concat([['/websocket', { target: server.replace(/^http/, 'ws'), ws: true }]]),
    ),
  },
});
