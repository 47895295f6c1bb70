// THE seam for authentication. Today every request is anonymous and this link passes
// operations through untouched. When accounts land, this file alone grows to:
//   - add `Authorization: Bearer <access token>` from the token store,
//   - on a 401 / UNAUTHENTICATED error, refresh the token once (shared by concurrent
//     requests), then retry the operation; on refresh failure, sign the user out.
// createApolloClient already places it between the locale link and the HTTP link.
import { ApolloLink } from '@apollo/client/link';

export function createAuthLink(): ApolloLink {
  return new ApolloLink((operation, forward) => forward(operation));
}
