// Builds the app's Apollo Client: locale header → auth (see authLink.ts) → HTTP.
// /graphql is same-origin (the dev server proxies it), so no URL configuration.
import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import type { AppLocale } from '../i18n/locale';
import { createAuthLink } from './authLink';
import { createCache } from './cache';
import { createLocaleLink } from './localeLink';

export function createApolloClient(getLocale: () => AppLocale): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([createLocaleLink(getLocale), createAuthLink(), new HttpLink({ uri: '/graphql' })]),
    cache: createCache(),
  });
}
