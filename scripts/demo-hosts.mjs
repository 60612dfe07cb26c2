// The demo host pages' own scripts (demo/pages/vue-host.*, react-host.tsx) -> dist/demo/: each bundles its framework
// as a host system would, apart from the element build (its chunks and page weights stay as they were).
import replace from '@rollup/plugin-replace';

/** Hotline tags are custom elements, never Vue components (a Vite app sets the same in @vitejs/plugin-vue's options). */
export const isCustomElement = (tag) => tag.startsWith('hotline-');

/**
 * A `<script setup>` single-file component compiled at build time, as a Vue 3 app's bundler does: the pages' CSP
 * allows no eval, so Vue's in-browser template compiler cannot run there.
 */
function vueSingleFile() {
  return {
    name: 'hotline-demo-vue-sfc',
    async transform(code, id) {
      if (!id.endsWith('.vue')) return null;
      // Loaded on first use: the element build and the benchmark import this module too.
      const { compileScript, parse } = await import('vue/compiler-sfc');
      // The template's elements are told apart when it is parsed, so the parser needs isCustomElement too.
      const { descriptor, errors } = parse(code, { filename: id, templateParseOptions: { isCustomElement } });
      if (errors.length) this.error(errors[0]);
      if (descriptor.styles.length) this.error(`${id}: styles belong in the page (no <style> blocks)`);
      const script = compileScript(descriptor, {
        id: 'host',
        inlineTemplate: true,
        templateOptions: { compilerOptions: { isCustomElement } },
      });
      return { code: script.content, map: script.map ?? null };
    },
  };
}

/** The rollup options of the host pages' build; `createPlugins` and `onwarn` come from rollup.config.mjs. */
export function demoHostsBuild({ outDir, createPlugins, onwarn }) {
  return {
    input: { 'vue-host': 'demo/pages/vue-host.js', 'react-host': 'demo/pages/react-host.tsx' },
    output: { dir: `${outDir}/demo`, format: 'es', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: [
      vueSingleFile(),
      // Vue's bundler build asks its bundler for these flags.
      replace({
        preventAssignment: true,
        values: { __VUE_OPTIONS_API__: 'false', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
      }),
      ...createPlugins(),
    ],
    onwarn,
  };
}
