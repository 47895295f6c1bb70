// The response cache of the hot reads (an envelop plugin): the book page (`book`, `booksByLinks`,
// also behind POST /api/books/by-links) and search. A query made only of those root fields is
// answered from memory when the same viewer (id and role), in the same language, asked the same
// document with the same variables before, and nothing it shows has changed since.
//
// "Nothing has changed" is checked on every hit against the database (for a signed-in viewer in
// the session check's own statement, so a hit costs no extra round trip; for a visitor with one
// small query): the CacheVersion rows that database triggers move in the writer's own transaction (migration
// response_cache_versions): 'content' (books, problems, tags, companies, authors) and
// 'user:<viewer id>' (the viewer's answer records, statuses and subscriptions). An answer is
// stored with the versions read before it was computed and served only while both are still
// current, so a change by any instance, the seed or a script shows on the next request, and one
// viewer's answer is never served to another (the viewer is part of the key).
//
// Not cached: answers with errors; mutations and subscriptions; operations with any other root
// field or that select `finishCount` (it moves with every learner's tick). The context (and so the
// session check) is built before the cache is asked, so a signed-out or revoked token is refused
// as before.
import {
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Buffer } from 'node:buffer';
import { LRUCache } from 'lru-cache';
import { encodedBody } from '../http/encoding';
import { regularMediaType } from './yoga-behaviour';
import type { Context } from './context';

/** root fields whose answers depend only on content and the viewer's progress */
const CACHEABLE_ROOT_FIELDS = new Set(['book', 'booksByLinks', 'search']);
/** fields that depend on other users' activity */
const UNCACHEABLE_FIELDS = new Set(['finishCount']);

interface Entry {
  result: ExecutionResult;
  content: string | null;
  user: string | null;
  /** the answer's JSON as UTF-8 bytes, made once when stored: a hit writes bytes, no JSON work */
  bytes: Uint8Array<ArrayBuffer>;
}

/** the versions an answer is valid for: 'content' and the viewer's progress ('user:<id>') */
export interface CacheVersions {
  content: string | null;
  user: string | null;
}

/** Reads the versions when the session check did not (a visitor, or a viewer made elsewhere). */
async function readVersions(ctx: Context): Promise<CacheVersions> {
  const userKey = ctx.viewer ? `user:${ctx.viewer.id}` : null;
  const rows = await ctx.prisma.$queryRaw<{ key: string; version: string }[]>`
    SELECT "key", "version"::text AS "version" FROM "CacheVersion"
     WHERE "key" = 'content' OR "key" = ${userKey ?? 'content'}`;
  return {
    content: rows.find((r) => r.key === 'content')?.version ?? null,
    user: userKey ? (rows.find((r) => r.key === userKey)?.version ?? null) : null,
  };
}

/** answers handed out from a cache, by the result object served */
const served = new WeakMap<object, Entry>();

/** Does this operation read only cacheable roots (and no uncacheable field)? */
function isCacheable(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation || operation.operation !== 'query' || (!operationName && operations.length !== 1)) return false;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const visited = new Set<string>();
  const fieldsOk = (set: SelectionSetNode, root: boolean): boolean =>
    set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (root && !CACHEABLE_ROOT_FIELDS.has(name)) return false;
        if (UNCACHEABLE_FIELDS.has(name)) return false;
        return !selection.selectionSet || fieldsOk(selection.selectionSet, false);
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOk(selection.selectionSet, root);
      const fragment = fragments.get(selection.name.value);
      if (!fragment) return false;
      if (visited.has(fragment.name.value)) return true;
      visited.add(fragment.name.value);
      return fieldsOk(fragment.selectionSet, root);
    });
  return fieldsOk(operation.selectionSet, true);
}

export interface ResponseCacheOptions {
  /** answers kept (least recently used go first) */
  max?: number;
  /** bytes of JSON kept, all answers together (an answer's objects take a few times its JSON) */
  maxBytes?: number;
  /** an answer is dropped after this long even if still valid (ms) */
  ttl?: number;
}

export function useHotReadCache(options: ResponseCacheOptions = {}): Plugin {
  const cache = new LRUCache<string, Entry>({
    max: options.max ?? 500,
    maxSize: options.maxBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (entry) => Math.max(1, entry.bytes.length),
    ttl: options.ttl ?? 10 * 60_000,
  });
  // Yoga's parser cache hands out one DocumentNode per query text: an id per document object keys
  // the cache without printing the document.
  const documents = new WeakMap<DocumentNode, { id: number; cacheable: Map<string, boolean> }>();
  let nextDocumentId = 0;

  return {
    async onExecute({ args, setResultAndStopExecution }) {
      let known = documents.get(args.document);
      if (!known) {
        known = { id: (nextDocumentId += 1), cacheable: new Map() };
        documents.set(args.document, known);
      }
      const operationName = args.operationName ?? '';
      let cacheable = known.cacheable.get(operationName);
      if (cacheable === undefined) {
        cacheable = isCacheable(args.document, args.operationName);
        known.cacheable.set(operationName, cacheable);
      }
      if (!cacheable) return;

      const ctx = args.contextValue as unknown as Context;
      const { content, user } = ctx.viewer?.cacheVersions ?? (await readVersions(ctx));
      const key = [
        known.id,
        operationName,
        ctx.viewer ? `${ctx.viewer.id}:${ctx.viewer.role}` : '-',
        ctx.locale,
        JSON.stringify(args.variableValues ?? {}),
      ].join('\u0000');

      const entry = cache.get(key);
      if (entry && entry.content === content && entry.user === user) {
        setResultAndStopExecution(entry.result);
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          if (result.errors?.length || result.extensions) return;
          const fresh: Entry = { result, content, user, bytes: Buffer.from(JSON.stringify(result)) };
          served.set(result, fresh);
          cache.set(key, fresh);
        },
      };
    },
    onResultProcess({ request, result, setResultProcessor }) {
      if (Array.isArray(result) || !served.has(result)) return;
      const mediaType = regularMediaType(request);
      if (!mediaType) return;
      const { body, headers } = encodedBody(request, served.get(result)!.bytes);
      setResultProcessor(
        (_result, fetchAPI, accepted) =>
          new fetchAPI.Response(body, {
            status: 200,
            headers: { ...headers, 'Content-Type': `${accepted}; charset=utf-8` },
          }),
        mediaType,
      );
    },
  };
}
