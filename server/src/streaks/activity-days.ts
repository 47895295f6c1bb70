// The learner's activity days in a zone: the local calendar days on which something counts for a
// streak. Two sources: solved problems (a RESOLVED progress event: a passed submission or a problem
// marked done) and review grades (ReviewLog). The database turns instants into local days (one row a day, not one an event).
import type { PrismaClient } from '../generated/prisma/client';

type ActivitySource = (prisma: PrismaClient, userId: string, timeZone: string) => Promise<string[]>;

const solvedProblemDays: ActivitySource = async (prisma, userId, timeZone) => {
  const rows = await prisma.$queryRaw<{ day: string }[]>`
    SELECT DISTINCT to_char(((e."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}::text)::date, 'YYYY-MM-DD') AS day
      FROM "ProgressEvent" e
     WHERE e."userId" = ${userId} AND e."status" = 'RESOLVED'`;
  return rows.map((row) => row.day);
};

const reviewDays: ActivitySource = async (prisma, userId, timeZone) => {
  const rows = await prisma.$queryRaw<{ day: string }[]>`
    SELECT DISTINCT to_char(((l."at" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}::text)::date, 'YYYY-MM-DD') AS day
      FROM "ReviewLog" l
     WHERE l."userId" = ${userId}`;
  return rows.map((row) => row.day);
};

/** what makes a day active: a solve or a review grade */
const SOURCES: ActivitySource[] = [solvedProblemDays, reviewDays];

/** the distinct activity days (YYYY-MM-DD in `timeZone`, a zone both PostgreSQL and Intl know) */
export async function activityDays(prisma: PrismaClient, userId: string, timeZone: string): Promise<string[]> {
  const lists = await Promise.all(SOURCES.map((source) => source(prisma, userId, timeZone)));
  return [...new Set(lists.flat())];
}
