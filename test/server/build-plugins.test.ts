// The production build's byte savers (rollup.config.mjs): each icon from its own module, the theme without unread tokens.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Plugin, TransformPluginContext } from 'rollup';
import { iconAtoms } from '../../scripts/icon-atoms.mjs';
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
