// The operation limits (operation-limits.ts): every operation of the web app passes with room to
// spare, and what a hostile tool could send is refused at once, over HTTP and WebSocket, with an
// error that names the limit in the request's language.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envelop, useEngine, useSchema } from '@envelop/core';
import {
  type DocumentNode,
  type GraphQLError,
  type GraphQLInputType,
  Kind,
  type NamedTypeNode,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  execute,
  getIntrospectionQuery,
  parse,
  print,
  separateOperations,
  specifiedRules,
  subscribe,
  validate,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../schema';
import { wsClient, wsOutcome } from '../../test/graphql-ws';
import { type TestServer, startTestServer } from '../../test/server';
import { LIST_SIZE, OPERATION_LIMITS, operationLimits } from './operation-limits';
import { at, firstError } from '../../test/at';

const webSrc = fileURLToPath(new URL('../../../web/src', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/** a value of a variable's type, as the web would send (numbers at the assumed list size) */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return at(type.getValues(), 0, 'an enum value').value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (type.name === 'Int' || type.name === 'Float') return LIST_SIZE;
  if (type.name === 'Boolean') return true;
  if (type.name === 'DateTime') return new Date(0).toISOString();
  return 'x';
}

function sampleVariables(operation: DocumentNode): Record<string, unknown> {
  const definition = operation.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (definition?.kind !== Kind.OPERATION_DEFINITION) return {};
  return Object.fromEntries(
    (definition.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      sampleValue(typeFromAST(schema, v.type as NamedTypeNode) as GraphQLInputType),
    ]),
  );
}

/** 300 aliases of the book page with every statement and solution: 61 MB before the limits */
const ALIAS_BOMB = `{ ${Array.from(
  { length: 300 },
  (_, i) => `b${i}: booksByLinks(links: ["top-100"]) { problems { describe solution related { id title } } }`,
).join(' ')} }`;

describe('the web app’s own operations', () => {
  it('all pass at half of every limit', () => {
    const half = Object.fromEntries(
      Object.entries(OPERATION_LIMITS).map(([name, value]) => [name, Math.floor(value / 2)]),
    ) as unknown as typeof OPERATION_LIMITS;
    const getEnveloped = envelop({
      plugins: [
        useEngine({ parse, validate, specifiedRules, execute, subscribe }),
        useSchema(schema),
        ...operationLimits(half),
      ],
    });
    const files = graphqlFiles(webSrc);
    // every document the web app sends (web/src/**/*.graphql, fragments resolved by codegen into
    // one document per operation: here the whole file, which holds its fragments)
    const checked: string[] = [];
    const fragmentsOf = new Map<string, string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const definition of parse(text).definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION && definition.loc) {
          fragmentsOf.set(definition.name.value, text.slice(definition.loc.start, definition.loc.end));
        }
      }
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // the file with the fragments it may borrow from other files, then one document per
      // operation with only the fragments it spreads: what codegen sends for each
      const local = new Set(
        parse(text).definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])),
      );
      const borrowed = [...fragmentsOf].filter(([name]) => !local.has(name)).map(([, body]) => body);
      for (const [name, operation] of Object.entries(separateOperations(parse([text, ...borrowed].join('\n'))))) {
        const {
          parse: parseWithLimits,
          validate: validateWithLimits,
          schema: limitedSchema,
        } = getEnveloped({
          params: { variables: sampleVariables(operation), operationName: name },
        });
        let refused: string[];
        try {
          const document = parseWithLimits(print(operation)) as DocumentNode;
          refused = validateWithLimits(limitedSchema, document).map((e: GraphQLError) => e.message);
        } catch (error) {
          refused = [(error as Error).message]; // the limits throw
        }
        expect(refused.filter((m) => /limit/i.test(m)).map((m) => `${name}: ${m}`)).toEqual([]);
        checked.push(name);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(40);
  });
});

describe('operation limits over the wire', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app?.close());

  const post = (query: string, locale = 'en') =>
    fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': locale },
      body: JSON.stringify({ query }),
    });

  it('refuses the 300-alias book bomb at once, and 20 aliases by name, in both languages', async () => {
    // It was executed once (4.2 s and 61 MB). "At once" is proven by where it stops, not by a
    // stopwatch: nothing is executed (no data), and the error is the lexer's token limit, so the
    // document is refused while it is read, before it is even parsed whole.
    const response = await post(ALIAS_BOMB);
    const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    // so long a document is refused while it is read, before the alias count
    expect(firstError(body).message).toBe(`Syntax Error: Token limit of ${OPERATION_LIMITS.maxTokens} exceeded.`);

    const twenty = `{ ${Array.from({ length: 20 }, (_, i) => `b${i}: book(link: "top-100") { id }`).join(' ')} }`;
    const en = (await (await post(twenty)).json()) as { data?: unknown; errors: { message: string }[] };
    expect(en.data).toBeUndefined();
    expect(firstError(en).message).toBe(
      `Syntax Error: Aliases limit of ${OPERATION_LIMITS.maxAliases} exceeded, found 20.`,
    );
    const zh = (await (await post(twenty, 'zhCN')).json()) as { errors: { message: string }[] };
    expect(firstError(zh).message).toBe('查询的别名超过上限 15 个（实际 20 个）。');
  });

  it('refuses a document nested too deep, too long or too costly', async () => {
    // no type of the schema nests in itself, so only a made-up path is this deep; at 1.5× per
    // level its cost passes the cost limit first
    const deep = `{ ${'a { '.repeat(22)}b${' }'.repeat(22)} }`;
    const deepErrors = ((await (await post(deep)).json()) as { errors: { message: string }[] }).errors;
    expect(deepErrors.map((e) => e.message).join('\n')).toMatch(
      /depth limit of 20 exceeded|cost limit of 10000 exceeded/,
    );
    const long = `{ ${Array.from({ length: 2_100 }, () => '__typename').join(' ')} }`;
    expect(firstError((await (await post(long)).json()) as { errors: { message: string }[] }).message).toMatch(
      /Token limit of 2000 exceeded/,
    );
    const heavy = `books { edges { node { badges { label { en zhCN } } features { label { en zhCN } }
      problems { id link title describe solution tags { id key label } companies { id key label }
        related { id link title difficulty } } } } }`;
    const wide = `{ ${Array.from({ length: 14 }, (_, i) => `a${i}: ${heavy}`).join(' ')} }`;
    const wideErrors = ((await (await post(wide)).json()) as { errors: { message: string }[] }).errors;
    const wideZh = ((await (await post(wide, 'zhCN')).json()) as { errors: { message: string }[] }).errors;
    expect(at(wideZh, 0).message).toMatch(/^查询代价过高：上限 10000（实际 \d+）。$/);
    expect(wideErrors.map((e) => e.message).join('\n')).toMatch(/cost limit of 10000 exceeded/i);
  });

  it('still answers a normal query, and introspection for GraphiQL', async () => {
    const ok = (await (await post('{ book(link: "top-100") { link problems { id } } }')).json()) as {
      data: { book: { link: string } };
    };
    expect(ok.data.book.link).toBe('top-100');
    // the query GraphiQL and codegen send
    const introspection = (await (await post(getIntrospectionQuery())).json()) as {
      data: { __schema: { types: unknown[] } };
    };
    expect(introspection.data.__schema.types.length).toBeGreaterThan(20);
  });

  it('applies the same limits to operations over graphql-ws', async () => {
    const client = wsClient(app);
    try {
      expect(JSON.stringify(await wsOutcome(client, ALIAS_BOMB))).toContain('Token limit of 2000 exceeded');
      const twenty = `{ ${Array.from({ length: 20 }, (_, i) => `b${i}: book(link: "top-100") { id }`).join(' ')} }`;
      expect(JSON.stringify(await wsOutcome(client, twenty))).toContain('Aliases limit of 15 exceeded, found 20');
    } finally {
      await client.dispose();
    }
  });
});
