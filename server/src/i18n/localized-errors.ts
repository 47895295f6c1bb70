// An envelop plugin: the errors of a GraphQL result (single or streamed) in the language the
// request reads (ctx.locale: X-Locale, else Accept-Language, else the default Simplified Chinese).
import { GraphQLError } from 'graphql';
import { type Plugin, usePayloadFormatter } from 'graphql-yoga';
import { type Locale, localeFromHeaders } from '../graphql/locale';
import { localizedText } from './localize';

function localized(error: GraphQLError, locale: Locale): GraphQLError {
  const message = localizedText(locale, error);
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

export function useLocalizedErrors(): Plugin {
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(
        usePayloadFormatter((result, args) => {
          const locale = (args.contextValue as { locale?: Locale }).locale;
          if (!locale || locale === 'en' || !result.errors?.length) return false;
          return { ...result, errors: result.errors.map((error) => localized(error as GraphQLError, locale)) };
        }) as Plugin,
      );
    },
    // Errors raised before execution (a document refused while parsed or validated, e.g. by the
    // operation limits) have no context: their language comes from the request's headers.
    onResultProcess({ request, result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length || 'data' in result) return;
      const locale = localeFromHeaders(request.headers);
      if (locale === 'en') return;
      setResult({ ...result, errors: result.errors.map((error) => localized(error as GraphQLError, locale)) });
    },
  };
}
