// npm run user:role -- <username|email> <role>   (role: admin, moderator or user)
// Sets a user's role in DATABASE_URL, or, when it is unset, in the embedded database in DATA_DIR
// (which only one process may use at a time: stop the platform first, or use DATABASE_URL).
// The change applies to the user's next request: roles are read per request.
import { setUserRole, ROLES } from '../server/src/accounts/roles';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { createPrisma } from '../server/src/db/prisma';

const USAGE = `Usage: npm run user:role -- <username|email> <${ROLES.join('|')}>`;

async function main(): Promise<void> {
  const [who, role] = process.argv.slice(2).filter((a) => a !== '--');
  if (!who || !role) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase(loadConfig());
  const prisma = createPrisma(database.url, { max: 1 });
  try {
    const result = await setUserRole(prisma, who, role);
    console.log(
      result.before === result.after
        ? `${result.username} already has the role ${result.after}.`
        : `${result.username}: ${result.before} → ${result.after}`,
    );
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
