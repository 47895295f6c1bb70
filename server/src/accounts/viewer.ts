// The viewer: who is asking, as the accounts domain resolves it from a request's access token.
import type { Role } from '../generated/prisma/enums';

export interface Viewer {
  id: string;
  role: Role;
  /** the sign-in (refresh-token family) the access token belongs to */
  sessionId?: string;
}
