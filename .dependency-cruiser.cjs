// The layer rules of DESIGN §2, checked inside `npm test` (`npm run check:layers`): a wrong import fails the run.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-nothing-else',
      comment: 'src/shared is plumbing for every part: it imports no other src folder.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(?!shared/)' },
    },
    {
      name: 'elements-never-import-app',
      comment: 'app -> elements -> shared: a part never reaches up into the console.',
      severity: 'error',
      from: { path: '^src/elements/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'part-never-imports-another-part',
      comment: 'Parts talk through shared stores and DOM events, never through each other.',
      severity: 'error',
      from: { path: '^src/elements/([^/]+)/' },
      to: { path: '^src/elements/[^/]+/', pathNot: '^src/elements/$1/' },
    },
    {
      name: 'app-composes-components-not-elements',
      comment: 'The console renders the parts as React components; nesting r2wc roots breaks unmounting.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/elements/.+\\.element\\.tsx$' },
    },
    {
      name: 'server-imports-only-contracts',
      comment: 'server takes from src only the contract and protocol modules (and the types named after them).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: ['^src/shared/api/types\\.ts$', '^src/shared/api/[^/]+\\.types\\.ts$', '^src/shared/api/contracts/', '^src/shared/protocol/', '^src/shared/richText/allowList\\.ts$'] },
    },
    {
      name: 'browser-code-never-imports-the-server',
      comment: 'Nothing in src may pull server code into a browser bundle.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-node-builtins-in-browser-code',
      comment: 'Browser code runs in pages: node: modules do not exist there.',
      severity: 'error',
      from: { path: '^src/' },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 has no JS compiler API: dependency-cruiser reads .ts and .tsx from swc's syntax tree, `import type` included.
    parser: 'swc',
    exclude: { path: '^(dist|node_modules)/' },
  },
};
