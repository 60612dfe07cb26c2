// The elements' manifest (dist/custom-elements.json), read from the source by @custom-elements-manifest/analyzer with
// a plugin for our defineElement() calls. The production build writes it (and the .d.ts made from it);
// `npx cem analyze --config custom-elements-manifest.config.mjs` writes the manifest alone.
import { defineElementPlugin } from './scripts/manifest/define-element-plugin.mjs';

export default {
  // The modules rollup.config.mjs makes entries of: one per element, plus the console.
  globs: ['src/elements/*/*.element.tsx', 'src/app/app.element.tsx'],
  outdir: 'dist',
  // package.json lists the manifest itself (customElements); the analyzer must not rewrite it.
  packagejson: false,
  plugins: [
    defineElementPlugin({
      defineElementFile: 'src/shared/element/defineElement.tsx',
      endpointDocs: { file: 'src/shared/config.ts', interface: 'EndpointConfig' },
      eventMap: { file: 'src/shared/element/events.ts', interface: 'HotlineEventMap' },
      // Named as rollup.config.mjs names its entries: <name>.element.tsx -> hotline-<name>.js.
      distPath: (source) => `dist/hotline-${/([^/]+)\.element\.tsx$/.exec(source)[1]}.js`,
      allElementsModule: 'dist/hotline-elements.js',
    }),
  ],
};
