// Selection sets the accounts REST adapters answer with (the spec's user, tokens and login shapes).
export const USER_FIELDS = /* GraphQL */ `id username email isVerified firstName lastName nickName position avatar role
  twoFactorAuth github hasPassword createdAt socialAccounts { provider login linkedAt }`;

export const TOKENS_FIELDS = /* GraphQL */ 'access { token expires } refresh { token expires }';

export const LOGIN_FIELDS = /* GraphQL */ `tokens { ${TOKENS_FIELDS} } user { ${USER_FIELDS} } twoFactorRequired twoFactorChallenge`;

export const LOGIN_LOG_FIELDS = /* GraphQL */ 'id device browser os ipAddress userAgent createdAt';
