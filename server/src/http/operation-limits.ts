// Limits on what one GraphQL operation may ask, over HTTP and WebSocket alike: external tools
// query the endpoint, and one document must not be able to take an instance down (300 aliases of
// a book with every problem's statement and solution was 61 MB in 4.2 s). graphql-armor bounds
// the document (depth, aliases, directives, tokens); graphql-query-complexity bounds its cost,
// counting each list as LIST_SIZE items unless `first`/`last`/`limit` says how many. Sized against
// the web app's own operations (operation-limits.test.ts proves each passes at half of every
// limit); a refused document is answered at once, before the session check or any resolver, with
// an error that names the limit.
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { getNamedType, getNullableType, isListType } from 'graphql';
import { type ComplexityEstimator, createComplexityRule } from 'graphql-query-complexity';
import type { Plugin } from 'graphql-yoga';
import { MessageError } from '../graphql/errors';
import { msg } from '../i18n/message';

export const OPERATION_LIMITS = {
  /** fields nested in fields, through fragments (the web's deepest operation has 8) */
  maxDepth: 20,
  /** aliased fields in one document (the web uses none) */
  maxAliases: 15,
  /** directives in one document */
  maxDirectives: 20,
  /** lexical tokens in one document (the web's largest has ~600) */
  maxTokens: 2_000,
  /** cost: 1 per field, lists times their size (the web's costliest is the book page, ~3,200) */
  maxCost: 10_000,
} as const;

/** the length assumed for a list the query does not bound */
export const LIST_SIZE = 20;

/** how many items a list field will return: its `first`/`last`/`limit`, or as many as the ids or links it was given */
function requestedSize(args: Record<string, unknown>): number {
  for (const name of ['first', 'last', 'limit']) {
    if (typeof args[name] === 'number') return Math.max(1, args[name]);
  }
  const given = Object.values(args).find(Array.isArray);
  return given ? Math.max(1, given.length) : LIST_SIZE;
}

/** 1 per field; a list (or a connection) costs its children once per item */
const listAwareCost: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  // introspection (GraphiQL, codegen, tools reading the schema) is bounded by the schema itself
  if (field.name.startsWith('__') || type.name.startsWith('__')) return 0;
  const returned = getNullableType(field.type);
  if (getNamedType(returned).name.endsWith('Connection')) return 1 + requestedSize(args) * childComplexity;
  // a connection's edges/nodes were counted at the connection
  if (type.name.endsWith('Connection')) return 1 + childComplexity;
  return isListType(returned) ? 1 + requestedSize(args) * childComplexity : 1 + childComplexity;
};

function useCostLimit(maxCost: number): Plugin {
  return {
    onValidate({ addValidationRule, context }) {
      const { params, trustedOperation } = context as {
        params?: { variables?: Record<string, unknown>; operationName?: string };
        trustedOperation?: boolean;
      };
      // the REST adapter's own operations are the server's, not a client's document
      if (trustedOperation) return;
      addValidationRule(
        createComplexityRule({
          maximumComplexity: maxCost,
          estimators: [listAwareCost],
          variables: params?.variables ?? {},
          operationName: params?.operationName ?? undefined,
          createError: (max, actual) => new MessageError(msg('http.queryCost', { max, found: actual })),
        }),
      );
    },
  };
}

export function operationLimits(limits: typeof OPERATION_LIMITS = OPERATION_LIMITS): Plugin[] {
  const armor = new EnvelopArmor({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: limits.maxAliases, allowList: [] },
    maxDirectives: { n: limits.maxDirectives },
    maxTokens: { n: limits.maxTokens },
    // armor's own cost counts no list sizes: graphql-query-complexity's below does
    costLimit: { enabled: false },
    // the schema is public (schema/schema.graphql, introspection): suggestions help tool authors
    blockFieldSuggestion: { enabled: false },
  });
  return [...(armor.protect().plugins as Plugin[]), useCostLimit(limits.maxCost)];
}
