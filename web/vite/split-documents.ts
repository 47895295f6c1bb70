// The build's copy of web/src/gql/graphql.ts (GraphQL Code Generator's client preset) with each
// typed document in a module of its own. The generated file holds every operation of the app as
// one module, and a bundler never splits a module: all of them (120 KB) loaded with the first
// page. Here the file re-exports each `…Document` from a virtual module, so a document travels in
// the chunk of the pages that use it. The generated file itself is untouched.
import type { Plugin } from 'vite';

const GENERATED = /[\\/]web[\\/]src[\\/]gql[\\/]graphql\.ts$/;
/** one generated line per document: `export const XDocument = {…} as unknown as DocumentNode<…>;` */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;
const PREFIX = 'virtual:gql-document/';
const RESOLVED = `\0${PREFIX}`;

export function splitDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'split-documents',
    apply: 'build',
    // before TypeScript is stripped: the `as unknown as DocumentNode<…>` marks a document's line
    enforce: 'pre',
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      let found = 0;
      const lines = code.split('\n').map((line) => {
        const match = DOCUMENT_LINE.exec(line);
        if (!match) return line;
        const [, name, json] = match as unknown as [string, string, string];
        documents.set(name, json);
        found++;
        return `export { ${name} } from '${PREFIX}${name}';`;
      });
      // a generator whose output no longer looks like this must fail the build, not ship it whole
      if (!found) this.error('split-documents: no document found in web/src/gql/graphql.ts');
      return { code: lines.join('\n'), map: null };
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const json = documents.get(name);
      if (json === undefined) this.error(`split-documents: unknown document ${name}`);
      return `export const ${name} = ${json};`;
    },
  };
}
