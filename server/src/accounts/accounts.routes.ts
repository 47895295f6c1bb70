// REST compatibility paths of accounts (platform.md §7): each runs one GraphQL operation and
// answers the envelope. The provider redirects (GET /api/auth/github[/callback]) are not here:
// they are HTTP by nature and served by oauth.ts.
import { defineRoutes } from '../rest/route-table';

export const USER_FIELDS = `id username email isVerified firstName lastName nickName position avatar role
  twoFactorAuth github hasPassword createdAt socialAccounts { provider login linkedAt }`;
const TOKENS_FIELDS = 'access { token expires } refresh { token expires }';
const LOGIN_FIELDS = `tokens { ${TOKENS_FIELDS} } user { ${USER_FIELDS} } twoFactorRequired twoFactorChallenge`;

/** a body field as GraphQL will accept it: missing values become '' so the answer is "X is required." */
const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const optStr = (value: unknown): string | null => (value == null ? null : str(value));

export const accountRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/auth/register',
    operation: `mutation Register($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({
      input: { username: str(body.username), email: str(body.email), password: str(body.password) },
    }),
    data: (r) => r.register,
    successCode: 201,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    operation: `mutation Login($input: LoginInput!) { login(input: $input) { ${LOGIN_FIELDS} } }`,
    variables: ({ body }) => ({
      input: {
        userNameOrMail: str(body.userNameOrMail),
        password: str(body.password),
        rememberMe: typeof body.rememberMe === 'boolean' ? body.rememberMe : true,
      },
    }),
    data: (r) => r.login,
  },
  {
    method: 'POST',
    path: '/api/auth/login/2fa',
    operation: `mutation LoginWithTwoFactor($input: TwoFactorLoginInput!) { loginWithTwoFactor(input: $input) { ${LOGIN_FIELDS} } }`,
    variables: ({ body }) => ({ input: { challenge: str(body.challenge), code: str(body.code) } }),
    data: (r) => r.loginWithTwoFactor,
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    operation: `query Me { me { ${USER_FIELDS} } }`,
    variables: () => ({}),
    data: (r) => r.me,
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    operation: 'mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }',
    variables: ({ body }) => ({ email: str(body.email) }),
    data: (r) => r.forgotPassword,
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    operation: 'mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    variables: ({ body, query }) => ({
      input: { token: str(body.token ?? query.get('token')), password: str(body.password) },
    }),
    data: (r) => r.resetPassword,
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    operation: 'mutation Logout($refreshToken: String!) { logout(refreshToken: $refreshToken) }',
    variables: ({ body }) => ({ refreshToken: str(body.refreshToken) }),
    data: (r) => r.logout,
  },
  {
    method: 'POST',
    path: '/api/auth/refresh-tokens',
    operation: `mutation RefreshTokens($refreshToken: String!) { refreshTokens(refreshToken: $refreshToken) { ${TOKENS_FIELDS} } }`,
    variables: ({ body }) => ({ refreshToken: str(body.refreshToken) }),
    // The spec's client reads tokens.access.token and tokens.refresh.token.
    data: (r) => ({ tokens: r.refreshTokens }),
  },
  {
    method: 'PUT',
    path: '/api/users/profile',
    operation: `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({
      input: {
        firstName: optStr(body.firstName),
        lastName: optStr(body.lastName),
        nickName: optStr(body.nickName),
        position: optStr(body.position),
      },
    }),
    data: (r) => r.updateProfile,
  },
  {
    method: 'POST',
    path: '/api/users/avatar',
    operation: `mutation UploadAvatar($file: File!) { uploadAvatar(file: $file) { ${USER_FIELDS} } }`,
    variables: () => ({}),
    files: { avatar: 'file' },
    data: (r) => r.uploadAvatar,
  },
  {
    method: 'POST',
    path: '/api/users/change-password',
    operation: 'mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }',
    variables: ({ body }) => ({
      input: {
        currentPassword: str(body.currentPassword),
        newPassword: str(body.newPassword),
        confirmPassword: str(body.confirmPassword),
      },
    }),
    data: (r) => r.changePassword,
  },
  {
    method: 'POST',
    path: '/api/users/change-email',
    operation: `mutation ChangeEmail($input: ChangeEmailInput!) { changeEmail(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({
      input: {
        currentPassword: str(body.currentPassword),
        newEmail: str(body.newEmail),
        emailCode: str(body.emailCode),
      },
    }),
    data: (r) => r.changeEmail,
  },
  {
    method: 'POST',
    path: '/api/users/toggle-2fa',
    operation: `mutation ToggleTwoFactor { toggleTwoFactor { ${USER_FIELDS} } }`,
    variables: () => ({}),
    data: (r) => r.toggleTwoFactor,
  },
  {
    method: 'DELETE',
    path: '/api/users/social-auth/:provider',
    operation: `mutation UnbindSocial($provider: String!) { unbindSocial(provider: $provider) { ${USER_FIELDS} } }`,
    variables: ({ params }) => ({ provider: params.provider }),
    data: (r) => r.unbindSocial,
  },
  {
    method: 'DELETE',
    path: '/api/users/records',
    operation: 'mutation DeleteRecords { deleteRecords }',
    variables: () => ({}),
    data: (r) => r.deleteRecords,
  },
  {
    method: 'DELETE',
    path: '/api/users/account',
    operation: 'mutation DeleteAccount($confirmUsername: String!) { deleteAccount(confirmUsername: $confirmUsername) }',
    variables: ({ body, query }) => ({ confirmUsername: str(body.confirmUsername ?? query.get('confirmUsername')) }),
    data: (r) => r.deleteAccount,
  },
  {
    method: 'POST',
    path: '/api/users/send-verification-code',
    operation: 'mutation SendVerificationCode($email: String) { sendVerificationCode(email: $email) }',
    variables: ({ body }) => ({ email: optStr(body.email) || null }),
    data: (r) => r.sendVerificationCode,
  },
  {
    method: 'POST',
    path: '/api/users/verify-email',
    operation: `mutation VerifyEmail($code: String!) { verifyEmail(code: $code) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({ code: str(body.code) }),
    data: (r) => r.verifyEmail,
  },
  {
    method: 'GET',
    path: '/api/logs/login',
    operation: `query LoginLogs { loginLogs(first: 200) { edges { node { id device browser os ipAddress userAgent createdAt } } } }`,
    variables: () => ({}),
    // The spec's list is an array of records (last 90 days, at most 200).
    data: (r) => (r.loginLogs as { edges: { node: unknown }[] }).edges.map((e) => e.node),
  },
]);
