// The production build's plugins (rollup.config.mjs): each icon from its own module, the theme without unread tokens, and
// a dynamic import that fetches its target's own imports beside it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { rollup, type Plugin, type TransformPluginContext } from 'rollup';
import { iconAtoms } from '../../scripts/icon-atoms.mjs';
import { preloadImportedChunks } from '../../scripts/preload-imported-chunks.mjs';
import { themeTokens } from '../../scripts/theme-tokens.mjs';

const run = (plugin: Plugin, code: string, id: string): string | null => {
  const transform = plugin.transform as (this: TransformPluginContext, code: string, id: string) => { code: string } | null;
  return transform.call({} as TransformPluginContext, code, id)?.code ?? null;
};

test('a barrel icon import becomes one import per icon module; helpers stay on the barrel, line count unchanged', () => {
  const code = "import {\n  ChevronDownRegular as Chevron,\n  bundleIcon,\n  Info12Filled,\n} from '@fluentui/react-icons';\nexport { Chevron };\n";
  const out = run(iconAtoms(), code, '/x/src/a.js')!;
  assert.match(out, /import \{ ChevronDownRegular as Chevron \} from '@fluentui\/react-icons\/svg\/chevron-down';/);
  assert.match(out, /import \{ Info12Filled \} from '@fluentui\/react-icons\/svg\/info';/);
  assert.match(out, /import \{ bundleIcon \} from '@fluentui\/react-icons';/);
  assert.equal(out.split('\n').length, code.split('\n').length);
  assert.equal(run(iconAtoms(), "import { bundleIcon } from '@fluentui/react-icons';", '/x/src/b.js'), null);
});

test('the theme keeps every token a Fluent style names and drops one nothing names', () => {
  const themeFile = path.resolve('src/shared/element/theme.generated.ts');
  const theme = readFileSync(themeFile, 'utf8').replace(':host{', ':host{--zzNamedNowhere: 1px;');
  const out = run(themeTokens(path.resolve('src') + path.sep), theme, themeFile)!;
  const declared = (text: string) => new Set([...text.matchAll(/--(\w+):/g)].map((m) => m[1]));
  const kept = declared(out);
  assert.ok(!kept.has('zzNamedNowhere'));
  assert.ok(kept.size < declared(theme).size - 1);
  const buttonStyles = readFileSync(path.resolve('node_modules/@fluentui/react-button/lib/components/Button/useButtonStyles.styles.js'), 'utf8');
  for (const [, name] of buttonStyles.matchAll(/var\(--(\w+)\)/g)) assert.ok(kept.has(name!), `--${name} dropped`);
});

test('a dynamic import starts its target chunk\'s imports beside it, except those its importer already has', async () => {
  // entry -> import('./view') -> shared (also used by other) and core (also used by entry): shared is the one to fetch early.
  const modules: Record<string, string> = {
    entry: "import { core } from 'core'; export const load = () => import('view'); export const two = core();",
    other: "import { shared } from 'shared'; export const one = shared();",
    view: "import { shared } from 'shared'; import { core } from 'core'; export const view = () => shared() + core();",
    shared: 'export const shared = () => 1;',
    core: 'export const core = () => 2;',
  };
  const memory: Plugin = { name: 'memory', resolveId: (id) => (id in modules ? id : null), load: (id) => modules[id] ?? null };
  const bundle = await rollup({ input: { entry: 'entry', other: 'other' }, plugins: [memory, preloadImportedChunks()] });
  const { output } = await bundle.generate({ format: 'es', dir: 'out', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true });
  const chunks = output.filter((file) => file.type === 'chunk');
  const importer = chunks.find((file) => file.dynamicImports.length)!;
  const shared = chunks.find((file) => file.name === 'shared')!;
  const preload = /__hotlinePreload\((\[[^\]]*\])\),import\('\.{1,2}\/(?:chunks\/)?view-[\w-]+\.js'\)/.exec(importer.code);
  assert.ok(preload, importer.code);
  const expected = path.posix.relative(path.posix.dirname(importer.fileName), shared.fileName);
  assert.deepEqual(JSON.parse(preload[1]!), [expected.startsWith('.') ? expected : `./${expected}`]);
  assert.match(importer.code, /rel="modulepreload"/);
  // A chunk without dynamic imports is left as it was.
  for (const file of chunks.filter((c) => !c.dynamicImports.length)) assert.doesNotMatch(file.code, /__hotlinePreload/);
});
