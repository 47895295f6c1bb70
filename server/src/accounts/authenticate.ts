// Resolves the signed-in user of a request. Accounts (JWT access tokens) are built in
// the accounts work; until then every request is anonymous.
import type { Viewer } from '../graphql/context';

export async function authenticate(_request: Request): Promise<Viewer | null> {
  return null;
}
