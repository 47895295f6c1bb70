// A learner's streak in their own zone: the stored User.timeZone, else the zone the browser sends
// (the default until the learner picks one in settings), else UTC.
import type { PrismaClient } from '../generated/prisma/client';
import { badInput } from '../graphql/errors';
import { msg } from '../i18n/message';
import { canonicalTimeZone } from '../dashboard/dashboard.service';
import { activityDays } from './activity-days';
import { type Streaks, computeStreaks, dayKey } from './streak-days';

export interface StreakShape extends Streaks {
  timeZone: string;
  /** whether the zone is the learner's choice (settings) rather than the browser's or UTC */
  timeZoneSet: boolean;
  today: string;
}

/** a zone the learner typed or the browser sent, canonical, or a clear error */
export async function validTimeZone(prisma: PrismaClient, zone: string): Promise<string> {
  const canonical = await canonicalTimeZone(prisma, zone);
  if (!canonical) throw badInput(msg('dashboard.unknownTimeZone', { zone: zone.trim() }), { field: 'timeZone' });
  return canonical;
}

export async function streakOf(
  prisma: PrismaClient,
  userId: string,
  browserZone: string | null,
  now: Date,
): Promise<StreakShape> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  const stored = user?.timeZone ? await canonicalTimeZone(prisma, user.timeZone) : undefined;
  const timeZone = stored ?? (browserZone?.trim() ? await validTimeZone(prisma, browserZone) : 'UTC');
  const today = dayKey(now, timeZone);
  const streaks = computeStreaks(await activityDays(prisma, userId, timeZone), today);
  return { ...streaks, timeZone, timeZoneSet: Boolean(stored), today };
}

/** stores the learner's zone; null or empty clears it (the browser's zone is used again) */
export async function setTimeZone(prisma: PrismaClient, userId: string, zone: string | null): Promise<void> {
  const timeZone = zone?.trim() ? await validTimeZone(prisma, zone) : null;
  await prisma.user.update({ where: { id: userId }, data: { timeZone } });
}

/** the zone a learner's days are counted in: theirs, else the browser's (validated), else UTC */
export async function learnerTimeZone(
  prisma: PrismaClient,
  userId: string,
  browserZone: string | null,
): Promise<string> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  const stored = user?.timeZone ? await canonicalTimeZone(prisma, user.timeZone) : undefined;
  return stored ?? (browserZone?.trim() ? await validTimeZone(prisma, browserZone) : 'UTC');
}
