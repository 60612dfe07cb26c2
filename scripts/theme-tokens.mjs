// Rollup plugin: the theme sheet every element adopts (src/shared/element/theme.generated.ts) keeps only the tokens
// some code can ask for. A token no Fluent package and none of our modules names (as `--name` or `tokens.name`) can
// never be read, yet every page downloaded it; about a third of Fluent's 459 tokens are such.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const THEME_MODULE = /[/\\]src[/\\]shared[/\\]element[/\\]theme\.generated\.ts$/;
const TOKEN_NAME = /(?:--|\btokens\.)([A-Za-z]\w*)/g;
// The theme's own definitions (tokens, react-theme) name every token; icons name none.
const NOT_READERS = new Set(['tokens', 'react-theme', 'react-icons']);

function namesIn(dir, names) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) namesIn(file, names);
    else if (/\.(?:m?js|tsx?)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !THEME_MODULE.test(file)) {
      for (const match of readFileSync(file, 'utf8').matchAll(TOKEN_NAME)) names.add(match[1]);
    }
  }
}

/** Every token name any Fluent package's code or ours mentions: a superset of what a page can read. */
function tokensRead(srcDir) {
  const names = new Set();
  namesIn(srcDir, names);
  const require = createRequire(import.meta.url);
  const fluent = path.dirname(path.dirname(require.resolve('@fluentui/react-components/package.json')));
  for (const pkg of readdirSync(fluent)) {
    if (NOT_READERS.has(pkg)) continue;
    try {
      namesIn(path.join(fluent, pkg, 'lib'), names);
    } catch {
      // A package without lib/ ships no code of its own.
    }
  }
  return names;
}

export function themeTokens(srcDir) {
  return {
    name: 'theme-tokens-read',
    transform(code, id) {
      if (!THEME_MODULE.test(id)) return null;
      const read = tokensRead(srcDir);
      // A kept token's value may refer to another token.
      for (const match of code.matchAll(/var\(--([A-Za-z]\w*)/g)) read.add(match[1]);
      return { code: code.replace(/--([A-Za-z]\w*):[^;}]*;/g, (decl, name) => (read.has(name) ? decl : '')), map: null };
    },
  };
}
