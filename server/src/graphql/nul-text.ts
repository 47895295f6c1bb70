// No text with a NUL character (\u0000) reaches a resolver: PostgreSQL cannot store or compare
// it, so a search, a comment or an id carrying one failed deep in Prisma as a 500. One check for
// every operation (HTTP, WebSocket and the REST adapter, which run the same envelop pipeline):
// the document's string literals and the variables, refused at validation as a 400 naming why.
import { Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from './errors';
import { msg } from '../i18n/message';

export const NUL_TEXT = msg('input.nulCharacter');

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => hasNul(k) || hasNul(v));
  return false;
}

export function useNoNulText(): Plugin {
  return {
    onValidate({ params, context }) {
      const variables = (context as { params?: { variables?: unknown } }).params?.variables;
      let found = hasNul(variables);
      if (!found) {
        visit(params.documentAST, {
          [Kind.STRING]: (node) => {
            if (node.value.includes('\u0000')) found = true;
          },
        });
      }
      // thrown (as the operation limits do), so HTTP answers 400 for JSON clients too, where a
      // validation result would be a 200 under the GraphQL-over-HTTP rules for application/json
      if (found) throw new AppError('BAD_USER_INPUT', NUL_TEXT);
    },
  };
}
