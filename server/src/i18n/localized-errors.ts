// An envelop plugin: the errors of a GraphQL result (single or streamed) in the language the
// request reads (ctx.locale: X-Locale, else Accept-Language, else the default Simplified Chinese).
import { GraphQLError } from 'graphql';
import { usePayloadFormatter } from 'graphql-yoga';
import type { Locale } from '../graphql/locale';
import { translateMessage } from './translate';

function localized(error: GraphQLError, locale: Locale): GraphQLError {
  const message = translateMessage(locale, error.message);
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

export function useLocalizedErrors() {
  return usePayloadFormatter((result, args) => {
    const locale = (args.contextValue as { locale?: Locale }).locale;
    if (!locale || locale === 'en' || !result.errors?.length) return false;
    return { ...result, errors: result.errors.map((error) => localized(error as GraphQLError, locale)) };
  });
}
