// The accounts service: one object the GraphQL resolvers (and the OAuth redirect handler) call.
// The work is done by the modules beside it; this file wires them together.
import { createApiTokens } from './api-tokens';
import { createAuth } from './auth';
import type { AccountsDeps } from './deps';
import { createEmailCodes } from './email-codes';
import { createIdentity } from './identity';
import { createOAuth } from './oauth';
import { createProfile } from './profile';
import { type RequestMeta, requestMeta } from './request-meta';
import { createSessions } from './sessions';
import { createTwoFactor, createTwoFactorCodes } from './two-factor';
import { createUsers } from './users';

export function createAccountsService(deps: AccountsDeps) {
  const apiTokens = createApiTokens(deps);
  const sessions = createSessions(deps, { apiTokens });
  const users = createUsers(deps);
  const twoFactorCodes = createTwoFactorCodes(deps);
  const identity = createIdentity(deps, { twoFactorCodes });
  const twoFactor = createTwoFactor(deps, { codes: twoFactorCodes, identity, sessions });
  const emailCodes = createEmailCodes(deps, { users, identity });
  const auth = createAuth(deps, {
    sessions,
    users,
    identity,
    sendVerification: (user, meta) => emailCodes.issueVerification(user, meta),
  });
  const profile = createProfile(deps, { sessions, identity, users });
  const oauth = createOAuth(deps, { auth, users });

  return {
    deps,
    /** client address, user agent and mail language of a request */
    meta: (request: Request): RequestMeta => requestMeta(request, deps.config.trustProxy),
    authenticate: sessions.authenticate,
    sessions,
    auth,
    emailCodes,
    profile,
    twoFactor,
    oauth,
    apiTokens,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
