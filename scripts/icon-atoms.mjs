// Rollup plugin: `import { XRegular } from '@fluentui/react-icons'` (ours and Fluent's own) becomes an import of that
// icon's own module (@fluentui/react-icons/svg/x). The barrel groups ~40 icons per module, and a module goes whole into
// one chunk, so a page loaded every icon that shared a module with one it used (the list page loaded the dashboard's).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])@fluentui\/react-icons\2;?/g;

/** Export name -> atom file name (without .js), read from the package's per-icon modules. */
function atomIndex() {
  const require = createRequire(import.meta.url);
  const atoms = path.join(path.dirname(require.resolve('@fluentui/react-icons/package.json')), 'lib', 'atoms', 'svg');
  const index = new Map();
  for (const file of readdirSync(atoms)) {
    if (!file.endsWith('.js')) continue;
    for (const match of readFileSync(path.join(atoms, file), 'utf8').matchAll(/export const (\w+)/g)) index.set(match[1], file.slice(0, -3));
  }
  return index;
}

export function iconAtoms() {
  let index;
  return {
    name: 'fluent-icon-atoms',
    transform(code, id) {
      if (!code.includes('@fluentui/react-icons') || id.includes('@fluentui/react-icons')) return null;
      index ??= atomIndex();
      let changed = false;
      const result = code.replace(BARREL_IMPORT, (statement, names, quote) => {
        const rest = [];
        const atoms = [];
        for (const spec of names.split(',').map((s) => s.trim()).filter(Boolean)) {
          const imported = spec.split(/\s+as\s+/)[0];
          const atom = index.get(imported);
          if (atom) atoms.push(`import { ${spec} } from ${quote}@fluentui/react-icons/svg/${atom}${quote};`);
          else rest.push(spec);
        }
        if (atoms.length === 0) return statement;
        changed = true;
        if (rest.length) atoms.push(`import { ${rest.join(', ')} } from ${quote}@fluentui/react-icons${quote};`);
        // Same line count as the statement replaced, so the module's source map stays right.
        return atoms.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
      });
      return changed ? { code: result, map: null } : null;
    },
  };
}
