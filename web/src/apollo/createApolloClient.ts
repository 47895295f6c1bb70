// Builds the app's Apollo Client: locale header → auth (see authLink.ts) → HTTP for queries and
// mutations; subscriptions go to graphql-ws on the same /graphql (liveLink.ts, loaded lazily).
// /graphql is same-origin (the dev server proxies it), so no URL configuration.
import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { getMainDefinition } from '@apollo/client/utilities';
import type { AppLocale } from '../i18n/locale';
import { createAuthLink } from './authLink';
import { createCache } from './cache';
import { createLiveLink } from './liveLink';
import { createLocaleLink } from './localeLink';

export function createApolloClient(getLocale: () => AppLocale): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.split(
      ({ query }) => {
        const definition = getMainDefinition(query);
        return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
      },
      createLiveLink(getLocale),
      ApolloLink.from([createLocaleLink(getLocale), createAuthLink(), new HttpLink({ uri: '/graphql' })]),
    ),
    cache: createCache(),
  });
}
