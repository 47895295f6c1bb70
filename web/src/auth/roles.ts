// Who is an administrator: the session user's role (server/src/accounts/roles.ts). Small on
// purpose — the header imports it to show the admin links only to administrators.
export const ADMIN_ROLE = 'admin';

export function isAdmin(user: { role?: string | null } | null | undefined): boolean {
  return user?.role === ADMIN_ROLE;
}
