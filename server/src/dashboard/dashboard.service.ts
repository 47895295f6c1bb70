// The dashboard's numbers, computed by the database.
//
// Summary: per difficulty and per category, `total` problems in the bank and `done` = those whose
// global status (ProblemStatus, see server/src/progress) is RESOLVED for the user.
//
// Activity graph rules
// --------------------
// - The window is the 365 local calendar days ending with `endDate` (default: today in the zone).
// - The zone is the `timeZone` argument (an IANA name known to both PostgreSQL and Intl), else the
//   user's stored User.timeZone, else UTC.
// - A completion is a ProgressEvent with status RESOLVED. It counts on the local calendar day (in
//   that zone) on which it happened: 23:30 UTC is the next day in Asia/Shanghai (UTC+8).
// - A day's count is the number of distinct problems completed that day (marking the same problem
//   done, undone and done again the same day counts once).
// - Level from the day's count: 0 → 0, 1 → 1, 2–3 → 2, 4–6 → 3, 7 or more → 4 (fixed thresholds,
//   so a day's colour does not change when other days change).
// - totalCompletions is the sum of the day counts in the window; totalActiveDays the days with a
//   count above 0; maxStreak the longest run of consecutive active days inside the window;
//   currentStreak the run that ends on endDate, or on the day before when endDate has no
//   completion yet (a streak is not broken before the day is over).
import type { PrismaClient } from '../generated/prisma/client';
import { badInput } from '../graphql/errors';
import { msg } from '../i18n/message';
import { first } from '../first';

export const GRAPH_DAYS = 365;

export interface DoneTotal {
  done: number;
  total: number;
}

export interface UserSummaryShape {
  solvedData: Record<'Easy' | 'Medium' | 'Hard', DoneTotal>;
  typeData: Record<'Article' | 'Knowledge' | 'JSFunction' | 'UICoding', DoneTotal>;
  total: DoneTotal;
}

export async function userSummary(prisma: PrismaClient, userId: string): Promise<UserSummaryShape> {
  const rows = await prisma.$queryRaw<{ difficulty: string; category: string; total: number; done: number }[]>`
    SELECT p."difficulty"::text AS "difficulty", p."category"::text AS "category",
           count(*)::int AS "total", count(s."problemId")::int AS "done"
      FROM "Problem" p
      LEFT JOIN "ProblemStatus" s
        ON s."problemId" = p."id" AND s."userId" = ${userId} AND s."status" = 'RESOLVED'
     GROUP BY p."difficulty", p."category"`;
  const zero = (): DoneTotal => ({ done: 0, total: 0 });
  const summary: UserSummaryShape = {
    solvedData: { Easy: zero(), Medium: zero(), Hard: zero() },
    typeData: { Article: zero(), Knowledge: zero(), JSFunction: zero(), UICoding: zero() },
    total: zero(),
  };
  for (const row of rows) {
    for (const bucket of [
      summary.solvedData[row.difficulty as keyof UserSummaryShape['solvedData']],
      summary.typeData[row.category as keyof UserSummaryShape['typeData']],
      summary.total,
    ]) {
      if (!bucket) continue;
      bucket.done += row.done;
      bucket.total += row.total;
    }
  }
  return summary;
}

// ───────────────────────────── time zones ─────────────────────────────

const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
const knownZones = new WeakMap<PrismaClient, Promise<Map<string, string>>>();

/** PostgreSQL's zone names, lower-cased → canonical spelling (read once per client). */
function databaseZones(prisma: PrismaClient): Promise<Map<string, string>> {
  let zones = knownZones.get(prisma);
  if (!zones) {
    zones = prisma.$queryRaw<{ name: string }[]>`SELECT "name" FROM pg_timezone_names`.then(
      (rows) => new Map(rows.map((row) => [row.name.toLowerCase(), row.name])),
    );
    zones.catch(() => knownZones.delete(prisma));
    knownZones.set(prisma, zones);
  }
  return zones;
}

function intlKnows(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The IANA zone name as PostgreSQL spells it, or undefined when it is not one both sides know. */
export async function canonicalTimeZone(prisma: PrismaClient, zone: string): Promise<string | undefined> {
  const value = zone.trim();
  if (value.length > 64 || !ZONE_SHAPE.test(value) || !intlKnows(value)) return undefined;
  return (await databaseZones(prisma)).get(value.toLowerCase());
}

/** The zone the graph is drawn in: the argument (validated), else the user's, else UTC. */
export async function graphTimeZone(prisma: PrismaClient, userId: string, asked: string | null): Promise<string> {
  if (asked != null && asked.trim() !== '') {
    const zone = await canonicalTimeZone(prisma, asked);
    if (!zone) {
      throw badInput(msg('dashboard.unknownTimeZone', { zone: asked.trim() }), {
        field: 'timeZone',
      });
    }
    return zone;
  }
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  return (user?.timeZone && (await canonicalTimeZone(prisma, user.timeZone))) || 'UTC';
}

// ───────────────────────────── activity graph ─────────────────────────────

export interface ActivityDay {
  date: string;
  count: number;
  level: number;
}

export interface ActivityGraphShape {
  timeZone: string;
  startDate: string;
  endDate: string;
  totalCompletions: number;
  totalActiveDays: number;
  maxStreak: number;
  currentStreak: number;
  activityData: ActivityDay[];
}

/** endDate is YYYY-MM-DD (a local calendar day in timeZone) or null for today there. */
export async function activityGraph(
  prisma: PrismaClient,
  userId: string,
  timeZone: string,
  endDate: string | null,
): Promise<ActivityGraphShape> {
  const rows = await prisma.$queryRaw<
    {
      start_day: string;
      end_day: string;
      days: ActivityDay[];
      total_completions: number;
      total_active_days: number;
      max_streak: number;
      current_streak: number;
    }[]
  >`
    WITH bounds AS (
      SELECT d.end_day, d.end_day - ${GRAPH_DAYS - 1}::int AS start_day
        FROM (SELECT COALESCE(${endDate}::date, (now() AT TIME ZONE ${timeZone}::text)::date) AS end_day) d
    ),
    completions AS (
      -- createdAt is a UTC wall time (timestamp without zone): make it an instant, then a
      -- local calendar day. The range test on createdAt itself keeps the (userId, createdAt) index.
      SELECT ((e."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}::text)::date AS day,
             count(DISTINCT e."problemId")::int AS n
        FROM "ProgressEvent" e, bounds b
       WHERE e."userId" = ${userId}
         AND e."status" = 'RESOLVED'
         AND e."createdAt" >= ((b.start_day::timestamp AT TIME ZONE ${timeZone}::text) AT TIME ZONE 'UTC')
         AND e."createdAt" < (((b.end_day + 1)::timestamp AT TIME ZONE ${timeZone}::text) AT TIME ZONE 'UTC')
       GROUP BY 1
    ),
    series AS (
      SELECT g.day::date AS day, COALESCE(c.n, 0) AS n
        FROM bounds b
       CROSS JOIN generate_series(b.start_day, b.end_day, interval '1 day') AS g(day)
        LEFT JOIN completions c ON c.day = g.day::date
    ),
    runs AS (
      -- gaps and islands: consecutive active days share day - row_number()
      SELECT min(day) AS first_day, max(day) AS last_day, count(*)::int AS len
        FROM (SELECT day, day - (row_number() OVER (ORDER BY day))::int AS island FROM series WHERE n > 0) a
       GROUP BY island
    )
    SELECT to_char(b.start_day, 'YYYY-MM-DD') AS start_day,
           to_char(b.end_day, 'YYYY-MM-DD') AS end_day,
           (SELECT json_agg(json_build_object(
                     'date', to_char(s.day, 'YYYY-MM-DD'),
                     'count', s.n,
                     'level', CASE WHEN s.n = 0 THEN 0 WHEN s.n = 1 THEN 1 WHEN s.n <= 3 THEN 2
                                   WHEN s.n <= 6 THEN 3 ELSE 4 END)
                   ORDER BY s.day)
              FROM series s) AS days,
           (SELECT COALESCE(sum(n), 0)::int FROM series) AS total_completions,
           (SELECT count(*)::int FROM series WHERE n > 0) AS total_active_days,
           (SELECT COALESCE(max(len), 0) FROM runs) AS max_streak,
           (SELECT COALESCE(max(len), 0) FROM runs WHERE last_day >= b.end_day - 1) AS current_streak
      FROM bounds b`;
  const row = first(rows, 'activity row'); // `bounds` is one row, so the query answers one
  return {
    timeZone,
    startDate: row.start_day,
    endDate: row.end_day,
    totalCompletions: row.total_completions,
    totalActiveDays: row.total_active_days,
    maxStreak: row.max_streak,
    currentStreak: row.current_streak,
    activityData: row.days,
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1970;
}
