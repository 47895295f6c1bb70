// The accounts pages' paths, and where a sign-in returns to.
import { paths } from '../app/paths';

export const authPaths = {
  login: paths.login,
  register: paths.register,
  forgotPassword: paths.forgotPassword,
  resetPassword: paths.resetPassword,
  callback: paths.authCallback,
  settings: paths.userSetting,
  dashboard: paths.dashboard,
  /** the provider sign-in start on the API host: the whole page goes there */
  providerStart: (provider: string) => `/api/auth/${encodeURIComponent(provider)}`,
} as const;

const NO_RETURN = [
  authPaths.login,
  authPaths.register,
  authPaths.forgotPassword,
  authPaths.resetPassword,
  authPaths.callback,
];

/** A same-site path worth returning to after signing in, or null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  const pathname = value.split(/[?#]/)[0];
  return NO_RETURN.includes(pathname as (typeof NO_RETURN)[number]) ? null : value;
}

/** Where a sign-in without a "from" lands: the dashboard (spec: the social sign-in goes there). */
export function defaultSignedInPath(): string {
  return authPaths.dashboard;
}
