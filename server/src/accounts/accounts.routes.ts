// REST compatibility paths of accounts (platform.md §7): each runs one GraphQL operation and
// answers the envelope. The provider redirects (GET /api/auth/github[/callback|/bind]) are
// handler rows in oauth.routes.ts.
import { connectionNodes, optionalText, requiredText } from '../rest/body';
import { defineRoutes } from '../rest/route-table';
import { LOGIN_FIELDS, LOGIN_LOG_FIELDS, TOKENS_FIELDS, USER_FIELDS } from './accounts.fragments';

export const accountRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/auth/register',
    operation: `mutation Register($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({
      input: {
        username: requiredText(body.username),
        email: requiredText(body.email),
        password: requiredText(body.password),
      },
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
        userNameOrMail: requiredText(body.userNameOrMail),
        password: requiredText(body.password),
        rememberMe: typeof body.rememberMe === 'boolean' ? body.rememberMe : true,
      },
    }),
    data: (r) => r.login,
  },
  {
    method: 'POST',
    path: '/api/auth/login/2fa',
    operation: `mutation LoginWithTwoFactor($input: TwoFactorLoginInput!) { loginWithTwoFactor(input: $input) { ${LOGIN_FIELDS} } }`,
    variables: ({ body }) => ({ input: { challenge: requiredText(body.challenge), code: requiredText(body.code) } }),
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
    variables: ({ body }) => ({ email: requiredText(body.email) }),
    data: (r) => r.forgotPassword,
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    operation: 'mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    variables: ({ body, query }) => ({
      input: { token: requiredText(body.token ?? query.get('token')), password: requiredText(body.password) },
    }),
    data: (r) => r.resetPassword,
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    operation: 'mutation Logout($refreshToken: String!) { logout(refreshToken: $refreshToken) }',
    variables: ({ body }) => ({ refreshToken: requiredText(body.refreshToken) }),
    data: (r) => r.logout,
  },
  {
    method: 'POST',
    path: '/api/auth/refresh-tokens',
    operation: `mutation RefreshTokens($refreshToken: String!) { refreshTokens(refreshToken: $refreshToken) { ${TOKENS_FIELDS} } }`,
    variables: ({ body }) => ({ refreshToken: requiredText(body.refreshToken) }),
    // The spec's client reads tokens.access.token and tokens.refresh.token.
    data: (r) => ({ tokens: r.refreshTokens }),
  },
  {
    method: 'PUT',
    path: '/api/users/profile',
    operation: `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({
      input: {
        firstName: optionalText(body.firstName),
        lastName: optionalText(body.lastName),
        nickName: optionalText(body.nickName),
        position: optionalText(body.position),
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
    operation:
      'mutation ChangePassword($input: ChangePasswordInput!, $keepOtherSessions: Boolean) { changePassword(input: $input, keepOtherSessions: $keepOtherSessions) }',
    variables: ({ body }) => ({
      input: {
        currentPassword: requiredText(body.currentPassword),
        newPassword: requiredText(body.newPassword),
        confirmPassword: requiredText(body.confirmPassword),
        twoFactorCode: optionalText(body.twoFactorCode ?? body.code),
      },
      keepOtherSessions: body.keepOtherSessions === true,
    }),
    data: (r) => r.changePassword,
  },
  {
    method: 'POST',
    path: '/api/users/change-email',
    operation: `mutation ChangeEmail($input: ChangeEmailInput!) { changeEmail(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({
      input: {
        currentPassword: requiredText(body.currentPassword),
        newEmail: requiredText(body.newEmail),
        emailCode: requiredText(body.emailCode),
        twoFactorCode: optionalText(body.twoFactorCode ?? body.code),
      },
    }),
    data: (r) => r.changeEmail,
  },
  {
    method: 'POST',
    path: '/api/users/toggle-2fa',
    operation: `mutation ToggleTwoFactor($currentPassword: String!, $twoFactorCode: String) {
      toggleTwoFactor(currentPassword: $currentPassword, twoFactorCode: $twoFactorCode) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({
      currentPassword: requiredText(body.currentPassword),
      twoFactorCode: optionalText(body.twoFactorCode ?? body.code),
    }),
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
    operation: `mutation DeleteAccount($confirmUsername: String!, $currentPassword: String!, $twoFactorCode: String) {
      deleteAccount(confirmUsername: $confirmUsername, currentPassword: $currentPassword, twoFactorCode: $twoFactorCode) }`,
    variables: ({ body, query }) => ({
      confirmUsername: requiredText(body.confirmUsername ?? query.get('confirmUsername')),
      currentPassword: requiredText(body.currentPassword),
      twoFactorCode: optionalText(body.twoFactorCode ?? body.code),
    }),
    data: (r) => r.deleteAccount,
  },
  {
    method: 'POST',
    path: '/api/users/send-verification-code',
    operation: 'mutation SendVerificationCode($email: String) { sendVerificationCode(email: $email) }',
    variables: ({ body }) => ({ email: optionalText(body.email) || null }),
    data: (r) => r.sendVerificationCode,
  },
  {
    method: 'POST',
    path: '/api/users/verify-email',
    operation: `mutation VerifyEmail($code: String!) { verifyEmail(code: $code) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({ code: requiredText(body.code) }),
    data: (r) => r.verifyEmail,
  },
  {
    method: 'GET',
    path: '/api/logs/login',
    operation: `query LoginLogs { loginLogs(first: 200) { edges { node { ${LOGIN_LOG_FIELDS} } } } }`,
    variables: () => ({}),
    // The spec's list is an array of records (last 90 days, at most 200).
    data: (r) => connectionNodes(r.loginLogs),
  },
]);
