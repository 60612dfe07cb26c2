// TypeScript declarations for the built entries, written from custom-elements.json (the manifest is the one source):
// each tag's element interface (attributes as typed properties, the token property), HTMLElementTagNameMap,
// HotlineEventMap merged into GlobalEventHandlersEventMap as CustomEvents, and the props a JSX host may set.

const HEADER = '// Generated from custom-elements.json by scripts/manifest/element-types.mjs: do not edit.';

/** `/** text *\/` at `indent`, safe for any text. */
function doc(text, indent = '') {
  return text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '';
}

const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const detailOf = (eventType) => /^CustomEvent<(.*)>$/s.exec(eventType)?.[1] ?? 'unknown';

/** Every element of the manifest with its module's file name (dist/hotline-x.js -> hotline-x). */
function elementsOf(manifest) {
  const elements = [];
  for (const moduleDoc of manifest.modules) {
    for (const declaration of moduleDoc.declarations ?? []) {
      if (declaration.customElement) elements.push({ ...declaration, entry: moduleDoc.path.replace(/^dist\//, '').replace(/\.js$/, ''), module: moduleDoc });
    }
  }
  return elements;
}

/**
 * The declaration files for `manifest`: `hotline-elements.d.ts` with every type, and one `hotline-<name>.d.ts` per
 * element entry that re-exports its element's type (and the tag constant the entry exports).
 * @returns {Map<string, string>} file name -> text
 */
export function elementTypes(manifest) {
  const elements = elementsOf(manifest);
  const events = new Map();
  for (const element of elements) {
    for (const event of element.events ?? []) {
      const detail = detailOf(event.type.text);
      if (events.has(event.name) && events.get(event.name) !== detail) throw new Error(`${event.name} has two detail types in the manifest`);
      events.set(event.name, detail);
    }
  }

  let main = `${HEADER}\n\n`;
  main += '/** Every event a hotline element emits, with its detail; all bubble and cross shadow boundaries. */\n';
  main += 'export interface HotlineEventMap {\n';
  for (const [name, detail] of events) main += `  '${name}': ${detail};\n`;
  main += '}\n';

  for (const element of elements) {
    main += `\n${doc(`<${element.tagName}>: ${element.description}`)}`;
    main += `export interface ${element.name} extends HTMLElement {\n`;
    for (const attribute of element.attributes ?? []) {
      const type = attribute.type?.text ?? 'string';
      const about = `${attribute.description} (attribute \`${attribute.name}\`${attribute.default !== undefined ? `, default \`${attribute.default}\`` : ''})`;
      // Reading gives undefined while the attribute is absent; setting null or undefined removes it.
      main += doc(about, '  ');
      main += `  get ${key(attribute.fieldName)}(): ${type} | undefined;\n`;
      main += `  set ${key(attribute.fieldName)}(value: ${type} | null | undefined);\n`;
    }
    for (const member of element.members ?? []) {
      if (member.kind !== 'field' || member.attribute) continue;
      main += doc(member.description, '  ');
      main += `  ${key(member.name)}: ${member.type?.text ?? 'unknown'};\n`;
    }
    main += '}\n';
  }

  main += '\n/**\n * What a JSX host (React 19, Preact, …) may set on each tag: its attributes, the token property and an\n';
  main += ' * `on<event name>` listener for each event it fires (React 19 adds those with addEventListener).\n */\n';
  main += 'export interface HotlineElementProps {\n';
  for (const element of elements) {
    main += `  '${element.tagName}': {\n`;
    for (const attribute of element.attributes ?? []) main += `${doc(attribute.description, '    ')}    '${attribute.name}'?: ${attribute.type?.text ?? 'string'};\n`;
    for (const member of element.members ?? []) {
      if (member.kind === 'field' && !member.attribute) main += `${doc(member.description, '    ')}    ${key(member.name)}?: ${member.type?.text ?? 'unknown'};\n`;
    }
    for (const event of element.events ?? []) {
      main += `${doc(event.description, '    ')}    'on${event.name}'?: (event: CustomEvent<HotlineEventMap['${event.name}']>) => void;\n`;
    }
    main += '  };\n';
  }
  main += '}\n';

  main += '\ndeclare global {\n  interface HTMLElementTagNameMap {\n';
  for (const element of elements) main += `    '${element.tagName}': ${element.name};\n`;
  main += '  }\n\n  interface GlobalEventHandlersEventMap {\n';
  for (const name of events.keys()) main += `    '${name}': CustomEvent<HotlineEventMap['${name}']>;\n`;
  main += '  }\n}\n';

  const files = new Map([['hotline-elements.d.ts', main]]);
  for (const element of elements) {
    let entry = `${HEADER}\n// Importing hotline-${element.entry.replace(/^hotline-/, '')}.js registers <${element.tagName}>.\n`;
    entry += `export type { ${element.name}, HotlineEventMap, HotlineElementProps } from './hotline-elements.js';\n`;
    for (const exported of element.module.exports ?? []) {
      if (exported.kind !== 'js') continue;
      const variable = element.module.declarations.find((d) => d.kind === 'variable' && d.name === exported.declaration.name);
      if (variable?.default && /^(['"]).*\1$/.test(variable.default)) entry += `export declare const ${exported.name} = ${variable.default};\n`;
    }
    files.set(`${element.entry}.d.ts`, entry);
  }
  return files;
}
