// Changing a user's role outside the app (scripts/user-role.ts): how the first admin is made
// when ADMIN_EMAILS is not used.
import type { PrismaClient } from '../generated/prisma/client';
import { Role } from '../generated/prisma/enums';

export const ROLES = Object.values(Role);

export async function setUserRole(
  prisma: PrismaClient,
  usernameOrEmail: string,
  role: string,
): Promise<{ username: string; before: Role; after: Role }> {
  if (!ROLES.includes(role as Role)) throw new Error(`Unknown role "${role}": use one of ${ROLES.join(', ')}.`);
  const value = usernameOrEmail.trim();
  const user = await prisma.user.findFirst({
    where: value.includes('@') ? { email: value.toLowerCase() } : { username: { equals: value, mode: 'insensitive' } },
    select: { id: true, username: true, role: true },
  });
  if (!user) throw new Error(`No user "${value}".`);
  await prisma.user.update({ where: { id: user.id }, data: { role: role as Role } });
  return { username: user.username, before: user.role, after: role as Role };
}
