// One Prisma client per database URL, over node-postgres through the official adapter
// (Prisma 7 is Rust-free with it and needs no engine download).
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';

export type Prisma = PrismaClient;

export function createPrisma(databaseUrl: string, options: { max?: number } = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.max ?? 10 });
  return new PrismaClient({ adapter });
}
