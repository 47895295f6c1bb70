// Providers around the routes. The client is passed in so tests can supply their own.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { useImportLocalReview } from '../review/useImportLocalReview';

export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <AppRoutes />
        <LocalReviewImport />
      </BrowserRouter>
    </ApolloProvider>
  );
}

/** a visitor's review moves to the account at sign-in, whichever page they sign in from */
function LocalReviewImport() {
  useImportLocalReview();
  return null;
}
