// The viewer: who is asking, as the accounts domain resolves it from a request's access token.
import type { ApiTokenScope, Role } from '../generated/prisma/enums';
import type { CacheVersions } from '../graphql/response-cache';

export interface Viewer {
  id: string;
  role: Role;
  /** the sign-in (refresh-token family) the access token belongs to */
  sessionId?: string;
  /** set when the request came with a personal access token instead of a sign-in */
  apiToken?: { id: string; scope: ApiTokenScope };
  /**
   * The response cache's versions ('content' and this user's progress), read in the same
   * statement as the session check, so a cached answer costs no second round trip
   * (server/src/graphql/response-cache.ts). Absent where the viewer was not read from a request.
   */
  cacheVersions?: CacheVersions;
}
