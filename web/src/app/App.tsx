// Providers around the router. The client is passed in so tests can supply their own.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';

export function App({ client, router }: { client: ApolloClient; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
