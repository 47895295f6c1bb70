// Prisma CLI configuration. The app itself never reads this file: it builds its own
// connection (embedded PostgreSQL by default, DATABASE_URL when set).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: {
    path: 'prisma/migrations',
    seed: 'tsx scripts/db-seed.ts',
  },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
