// The operation names the app itself sends, for the GraphQL duration metric's `operation` label:
// the web app's documents (web/src/**/*.graphql, read once at start-up) and the REST adapter's
// operations. A client chooses its operation names freely, so any other name is counted as
// `other`: the number of series stays bounded by the app, not by what an attacker sends.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { type TableRoute, isHandlerRoute } from '../rest/route-table';

/** the names of the operations (not fragments) in one document */
function namesIn(source: string): string[] {
  return parse(source).definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
  );
}

/** the .graphql files under `dir`, recursively (none when it does not exist) */
function documentsUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries.filter((e) => e.isFile() && e.name.endsWith('.graphql')).map((e) => join(e.parentPath, e.name));
}

export function appOperationNames(options: { routes: readonly TableRoute[]; documentsDir: string }): Set<string> {
  const names = new Set<string>();
  for (const route of options.routes)
    if (!isHandlerRoute(route)) for (const name of namesIn(route.operation)) names.add(name);
  for (const file of documentsUnder(options.documentsDir)) {
    for (const name of namesIn(readFileSync(file, 'utf8'))) names.add(name);
  }
  return names;
}
