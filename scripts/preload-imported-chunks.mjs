// Rollup plugin: a dynamic import also starts, at once, the downloads of the chunks its target imports. Without it a
// lazy view's own imports are found only after its chunk has arrived and been parsed: one more round trip per level
// (the softphone bar waited ~60 ms for its imports that way).
import path from 'node:path';
import MagicString from 'magic-string';

const HELPER = '__hotlinePreload';
// Adds each file once as <link rel="modulepreload">, resolved against this chunk's own address (pages embed us anywhere).
const HELPER_SOURCE = `const ${HELPER}=(files)=>{for(const file of files){const href=new URL(file,import.meta.url).href;`
  + `if(${HELPER}.done.has(href))continue;${HELPER}.done.add(href);const link=document.createElement("link");`
  + `link.rel="modulepreload";link.href=href;document.head.appendChild(link)}};${HELPER}.done=new Set;\n`;
const DYNAMIC_IMPORT = /\bimport\((["'])(\.{1,2}\/[^"']+)\1\)/g;

/** `fileName` and every chunk it imports statically, transitively. */
function staticClosure(fileName, chunks, into = new Set()) {
  if (into.has(fileName) || !chunks[fileName]) return into;
  into.add(fileName);
  for (const imported of chunks[fileName].imports) staticClosure(imported, chunks, into);
  return into;
}

function relativeSpecifier(from, to) {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

export function preloadImportedChunks() {
  return {
    name: 'hotline-preload-imported-chunks',
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.dynamicImports.length) return null;
      const loaded = staticClosure(chunk.fileName, chunks);
      const out = new MagicString(code);
      let changed = false;
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const target = path.posix.join(path.posix.dirname(chunk.fileName), match[2]);
        const needed = [...staticClosure(target, chunks)].filter((file) => file !== target && !loaded.has(file));
        if (!needed.length) continue;
        const files = JSON.stringify(needed.map((file) => relativeSpecifier(chunk.fileName, file)));
        out.appendLeft(match.index, `(${HELPER}(${files}),`).appendRight(match.index + match[0].length, ')');
        changed = true;
      }
      if (!changed) return null;
      out.prepend(HELPER_SOURCE);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
