// @custom-elements-manifest/analyzer plugin for our elements: they are registered by defineElement(tag, Component,
// { props }) (r2wc inside), not by a class the analyzer could read, so this plugin reads each call and writes the
// element's entry from the source:
// - tag: the call's first argument (a string, or a const of this module holding one);
// - attributes: the call's `props` option (prop -> kebab-case attribute, 'string' | 'number' | 'boolean'), plus every
//   element's common ones (COMMON_PROPS in defineElement.tsx, described by EndpointConfig in config.ts);
// - attribute descriptions, `@type {…}` (the values a host may use; an alias is spelled out) and `@default` from the
//   JSDoc of the component's props interface; a prop without a one-line doc fails the build;
// - the `token` property (not an attribute), described by its accessor's JSDoc in defineElement.tsx;
// - the element's description and `@fires <event> - <when>` from the JSDoc on the defineElement call; each event's
//   detail type from HotlineEventMap (events.ts). An unknown event, or one no element fires, fails the build.
// Module paths become the built entries (src/…/order-queue.element.tsx -> dist/hotline-order-queue.js).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {{
 *   root?: string,
 *   defineElementFile: string,
 *   endpointDocs: { file: string, interface: string },
 *   eventMap: { file: string, interface: string },
 *   distPath: (sourcePath: string) => string,
 *   allElementsModule?: string,
 * }} options paths relative to root
 */
export function defineElementPlugin(options) {
  const root = options.root ?? process.cwd();
  /** @type {typeof import('typescript')} */
  let ts;
  const parsed = new Map();
  /** @type {Array<{ moduleDoc: any, className: string, tag: string }>} */
  const elements = [];

  function parse(file) {
    if (!parsed.has(file)) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      parsed.set(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind));
    }
    return parsed.get(file);
  }

  const fail = (where, message) => {
    throw new Error(`${where}: ${message}`);
  };

  /** One-line text of a JSDoc comment or tag comment. */
  const text = (comment) => (ts.getTextOfJSDocComment(comment) ?? '').replace(/\s+/g, ' ').trim();
  const typeText = (node) => node.getText().replace(/\s+/g, ' ').replace(/^\|\s*/, '').trim();

  /** The description and tags of the JSDoc right before `node`. */
  function jsDoc(node) {
    const docs = node.jsDoc ?? [];
    const doc = docs[docs.length - 1];
    const tags = [];
    for (const tag of doc?.tags ?? []) {
      tags.push({
        name: tag.tagName.text,
        comment: text(tag.comment),
        type: tag.typeExpression ? typeText(tag.typeExpression.type) : undefined,
      });
    }
    return { description: doc ? text(doc.comment) : '', tags };
  }

  /** A relative import specifier as a path from root (our imports spell the extension; a folder means its index). */
  function resolveModule(fromFile, specifier) {
    if (!specifier.startsWith('.')) return null;
    const base = path.join(path.dirname(fromFile), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      if (/\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
    }
    return null;
  }

  /** The declaration named `name` in `file`, following imports and re-exports: { node, file }. */
  function findDeclaration(file, name, seen = new Set()) {
    if (seen.has(`${file}#${name}`)) return null;
    seen.add(`${file}#${name}`);
    const source = parse(file);
    for (const statement of source.statements) {
      if (
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
        statement.name?.text === name
      ) {
        return { node: statement, file };
      }
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return { node: declaration, file };
        }
      }
    }
    for (const statement of source.statements) {
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
      if (!from) continue;
      let importedName = null;
      if (ts.isImportDeclaration(statement)) {
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          const element = bindings.elements.find((e) => e.name.text === name);
          if (element) importedName = (element.propertyName ?? element.name).text;
        }
      } else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        const element = statement.exportClause.elements.find((e) => e.name.text === name);
        if (element) importedName = (element.propertyName ?? element.name).text;
      }
      if (!importedName) continue;
      const target = resolveModule(file, from);
      if (target) return findDeclaration(target, importedName, seen);
    }
    return null;
  }

  /** An alias of string literals spelled out (`QueueGroup` -> `'unaccept' | …`), so the manifest names the values. */
  function spellOut(type, file) {
    if (!/^[A-Za-z_$][\w$]*$/.test(type)) return type;
    const found = findDeclaration(file, type);
    if (!found || !ts.isTypeAliasDeclaration(found.node)) return type;
    return spellOut(typeText(found.node.type), found.file);
  }

  /** The props interface of a component: its first parameter's type, declared in its file or imported there. */
  function propsInterface(componentFile, componentName) {
    const component = findDeclaration(componentFile, componentName);
    if (!component) fail(componentFile, `cannot find the component ${componentName}`);
    const fn = ts.isVariableDeclaration(component.node) ? component.node.initializer : component.node;
    const parameter = fn && 'parameters' in fn ? fn.parameters[0] : undefined;
    if (!parameter) return null;
    if (!parameter.type || !ts.isTypeReferenceNode(parameter.type)) fail(component.file, `${componentName}'s props need a named interface`);
    const name = parameter.type.typeName.getText();
    const found = findDeclaration(component.file, name);
    if (!found || !ts.isInterfaceDeclaration(found.node)) fail(component.file, `cannot find the interface ${name}`);
    const members = new Map();
    for (const member of found.node.members) {
      if (ts.isPropertySignature(member) && member.name) members.set(member.name.getText(), { node: member, file: found.file });
    }
    return { name, file: found.file, members };
  }

  function kebab(name) {
    return name.replace(/([a-z0-9])([A-Z])/g, (_, a, b) => `${a}-${b.toLowerCase()}`);
  }

  function className(tag) {
    return `${tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase())}Element`;
  }

  /** `{ key: 'string', … }`, unwrapping `as const` / `satisfies`. */
  function objectOfStrings(node, where) {
    while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression?.(node) || ts.isParenthesizedExpression(node))) node = node.expression;
    if (!node || !ts.isObjectLiteralExpression(node)) fail(where, 'expected an object literal');
    const result = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.initializer)) fail(where, `unsupported property ${property.getText()}`);
      result[property.name.getText().replace(/^['"]|['"]$/g, '')] = property.initializer.text;
    }
    return result;
  }

  /** What every element shares: api-base / ws-base and the token property. */
  function commonParts() {
    const file = options.defineElementFile;
    const common = findDeclaration(file, 'COMMON_PROPS');
    if (!common) fail(file, 'COMMON_PROPS not found');
    const types = objectOfStrings(common.node.initializer, `${file} COMMON_PROPS`);
    const docs = findDeclaration(options.endpointDocs.file, options.endpointDocs.interface);
    if (!docs) fail(options.endpointDocs.file, `${options.endpointDocs.interface} not found`);
    const attributes = Object.entries(types).map(([prop, type]) => {
      const member = docs.node.members.find((m) => m.name?.getText() === prop);
      const description = member ? jsDoc(member).description : '';
      if (!description) fail(options.endpointDocs.file, `${options.endpointDocs.interface}.${prop} needs a one-line doc (it describes the ${kebab(prop)} attribute)`);
      return { name: kebab(prop), fieldName: prop, type: { text: type }, description };
    });
    let token = null;
    const visit = (node) => {
      if (ts.isGetAccessorDeclaration(node) && node.name.getText() === 'token') token = node;
      else ts.forEachChild(node, visit);
    };
    visit(parse(file));
    const tokenDescription = token ? jsDoc(token).description : '';
    if (!tokenDescription) fail(file, 'the token accessor needs a one-line doc');
    return { attributes, tokenDescription };
  }

  /** HotlineEventMap: event name -> detail type text. */
  function eventDetails() {
    const { file, interface: name } = options.eventMap;
    const found = findDeclaration(file, name);
    if (!found || !ts.isInterfaceDeclaration(found.node)) fail(file, `${name} not found`);
    const details = new Map();
    for (const member of found.node.members) details.set(member.name.getText().replace(/^['"]|['"]$/g, ''), typeText(member.type));
    return details;
  }

  let common;
  let events;

  return {
    name: 'hotline-define-element',
    initialize({ ts: analyzerTs }) {
      ts = analyzerTs;
    },
    analyzePhase({ node, moduleDoc }) {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'defineElement') return;
      const file = moduleDoc.path;
      const source = node.getSourceFile();
      common ??= commonParts();
      events ??= eventDetails();
      const [tagArg, componentArg, optionsArg] = node.arguments;

      let tag;
      if (ts.isStringLiteral(tagArg)) tag = tagArg.text;
      else if (ts.isIdentifier(tagArg)) {
        const declaration = findDeclaration(file, tagArg.text);
        if (declaration?.node.initializer && ts.isStringLiteral(declaration.node.initializer)) tag = declaration.node.initializer.text;
      }
      if (!tag) fail(file, `defineElement's tag must be a string or a const holding one, not ${tagArg.getText(source)}`);
      if (!ts.isIdentifier(componentArg)) fail(file, 'defineElement\'s component must be an imported name');

      const props = {};
      let requiresSession = false;
      if (optionsArg) {
        if (!ts.isObjectLiteralExpression(optionsArg)) fail(file, 'defineElement\'s options must be an object literal');
        for (const property of optionsArg.properties) {
          const key = property.name?.getText();
          if (key === 'props' && ts.isPropertyAssignment(property)) Object.assign(props, objectOfStrings(property.initializer, `${file} props`));
          if (key === 'requiresSession' && ts.isPropertyAssignment(property)) requiresSession = property.initializer.kind === ts.SyntaxKind.TrueKeyword;
        }
      }

      const propsDoc = Object.keys(props).length ? propsInterface(file, componentArg.text) : null;
      const attributes = [...common.attributes];
      for (const [prop, attributeType] of Object.entries(props)) {
        const member = propsDoc?.members.get(prop);
        if (!member) fail(file, `${componentArg.text}'s props interface has no ${prop}`);
        const doc = jsDoc(member.node);
        if (!doc.description) fail(member.file, `${propsDoc.name}.${prop} needs a one-line doc (it describes the ${kebab(prop)} attribute)`);
        const typeTag = doc.tags.find((t) => t.name === 'type')?.type;
        const defaultTag = doc.tags.find((t) => t.name === 'default')?.comment;
        attributes.push({
          name: kebab(prop),
          fieldName: prop,
          type: { text: typeTag ? spellOut(typeTag, member.file) : attributeType },
          description: doc.description,
          ...(defaultTag ? { default: defaultTag.replace(/^(['"])(.*)\1$/, '$2') } : {}),
        });
      }

      const statement = ts.isExpressionStatement(node.parent) ? node.parent : node;
      const elementDoc = jsDoc(statement);
      if (!elementDoc.description) fail(file, `the defineElement call of <${tag}> needs a JSDoc saying what the element is`);
      const fires = elementDoc.tags
        .filter((t) => t.name === 'fires')
        .map((t) => {
          const match = /^(\S+)\s*(?:-\s*)?(.*)$/.exec(t.comment);
          if (!match) fail(file, `@fires of <${tag}> needs an event name`);
          const [, name, description] = match;
          if (!events.has(name)) fail(file, `<${tag}> @fires ${name}, which is not in HotlineEventMap`);
          return { name, type: { text: `CustomEvent<${events.get(name)}>` }, description };
        });

      const name = className(tag);
      const description = requiresSession
        ? `${elementDoc.description} Without a session (the page's sessionStorage, or the token property) it shows a sign-in form first.`
        : elementDoc.description;
      moduleDoc.declarations.push({
        kind: 'class',
        description,
        name,
        tagName: tag,
        customElement: true,
        superclass: { name: 'HTMLElement', package: 'global:' },
        attributes,
        members: [
          ...attributes.map((a) => ({
            kind: 'field',
            name: a.fieldName,
            type: { text: `${a.type.text} | undefined` },
            description: a.description,
            attribute: a.name,
            reflects: true,
          })),
          { kind: 'field', name: 'token', type: { text: 'string | null' }, default: 'null', description: common.tokenDescription },
        ],
        events: fires,
      });
      moduleDoc.exports.push({ kind: 'custom-element-definition', name: tag, declaration: { name, module: file } });
      elements.push({ moduleDoc, className: name, tag });
    },
    packageLinkPhase({ customElementsManifest }) {
      const fired = new Set(elements.flatMap((e) => e.moduleDoc.declarations.flatMap((d) => (d.events ?? []).map((ev) => ev.name))));
      const silent = [...(events ?? new Map()).keys()].filter((name) => !fired.has(name));
      if (silent.length) fail(options.eventMap.file, `no element says it @fires ${silent.join(', ')}`);

      const renamed = new Map();
      for (const moduleDoc of customElementsManifest.modules) {
        const target = options.distPath(moduleDoc.path);
        renamed.set(moduleDoc.path, target);
        moduleDoc.path = target;
      }
      const relink = (reference) => {
        if (reference?.module && renamed.has(reference.module)) reference.module = renamed.get(reference.module);
      };
      for (const moduleDoc of customElementsManifest.modules) {
        for (const entry of moduleDoc.exports ?? []) relink(entry.declaration);
      }
      if (options.allElementsModule) {
        customElementsManifest.modules.push({
          kind: 'javascript-module',
          path: options.allElementsModule,
          declarations: [],
          exports: elements.map((e) => ({ kind: 'custom-element-definition', name: e.tag, declaration: { name: e.className, module: e.moduleDoc.path } })),
        });
      }
    },
  };
}
