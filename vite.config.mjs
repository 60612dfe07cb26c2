// Development loop for the demo pages: vite serves them from source and proxies calls to `npm start`'s server.
import { defineConfig } from 'vite';

const server = process.env.HOTLINE_SERVER ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: 'demo/pages',
  resolve: {
    // Pages load the built bundle in production; in development the same URL maps to the source.
    alias: { '/dist/hotline-elements.js': '/src/hotline-elements.ts' },
  },
  define: { 'process.env.NODE_ENV': '"development"' },
  server: {
    fs: { allow: ['../..'] },
    proxy: Object.fromEntries(
      ['/api', '/aop', '/aip', '/apo'].map((prefix) => [prefix, server]).concat([['/websocket', { target: server.replace(/^http/, 'ws'), ws: true }]]),
    ),
  },
});
