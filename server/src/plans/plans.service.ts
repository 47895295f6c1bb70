// A learner's study plan: made from a time budget and the bank (plan-generator.ts), kept per
// learner, re-planned on read when a day was missed (in the learner's zone), and read with its
// progress against the calendar.
import { z } from 'zod';
import { validate } from '../accounts/validation';
import type { PrismaClient } from '../generated/prisma/client';
import { zodMsg } from '../i18n/message';
import { addDays, dayKey } from '../streaks/streak-days';
import { learnerTimeZone } from '../streaks/streak.service';
import {
  MAX_DAYS,
  MAX_MINUTES_PER_DAY,
  MIN_DAYS,
  MIN_MINUTES_PER_DAY,
  type PlanDay,
  type PlanProblem,
  generatePlan,
  minutesOf,
  replan,
} from './plan-generator';

const MAX_CHOICES = 30;
const daysMsg = zodMsg('plans.days', { min: MIN_DAYS, max: MAX_DAYS });
const minutesMsg = zodMsg('plans.minutes', { min: MIN_MINUTES_PER_DAY, max: MAX_MINUTES_PER_DAY });
const choicesMsg = zodMsg('plans.choices', { max: MAX_CHOICES });
const keyList = z.array(z.string().max(64, choicesMsg)).max(MAX_CHOICES, choicesMsg);
const planInput = z.object({
  days: z.int(daysMsg).min(MIN_DAYS, daysMsg).max(MAX_DAYS, daysMsg),
  minutesPerDay: z.int(minutesMsg).min(MIN_MINUTES_PER_DAY, minutesMsg).max(MAX_MINUTES_PER_DAY, minutesMsg),
  focusAreas: keyList,
  companies: keyList,
});
export type PlanInput = z.infer<typeof planInput>;

export interface StudyPlanShape {
  startDay: string;
  lastDay: string;
  today: string;
  timeZone: string;
  minutesPerDay: number;
  focusAreas: string[];
  companies: string[];
  days: (PlanDay & { minutes: number; solved: number })[];
  total: number;
  solved: number;
  /** problems on the days before today: all solved, or the plan would have been re-planned */
  dueBeforeToday: number;
  /** problems the plan moved to today and later at this read, because a day was missed */
  moved: number;
  /** problems the calendar has no time for any more, beyond those it never had */
  behind: number;
  leftOut: number;
}

async function bank(prisma: PrismaClient): Promise<PlanProblem[]> {
  const rows = await prisma.problem.findMany({
    select: {
      id: true,
      link: true,
      category: true,
      kind: true,
      difficulty: true,
      minutes: true,
      finishCount: true,
      tags: { select: { tag: { select: { key: true } } } },
      companies: { select: { company: { select: { key: true } } } },
    },
  });
  return rows.map((r) => ({
    ...r,
    tags: r.tags.map((t) => t.tag.key),
    companies: r.companies.map((c) => c.company.key),
  }));
}

async function solvedIds(prisma: PrismaClient, userId: string): Promise<Set<string>> {
  const rows = await prisma.problemStatus.findMany({
    where: { userId, status: 'RESOLVED' },
    select: { problemId: true },
  });
  return new Set(rows.map((r) => r.problemId));
}

const planDays = (value: unknown): PlanDay[] =>
  Array.isArray(value)
    ? value.flatMap((d: { day?: unknown; problemIds?: unknown }) =>
        typeof d?.day === 'string' && Array.isArray(d.problemIds)
          ? [{ day: d.day, problemIds: d.problemIds.filter((id): id is string => typeof id === 'string') }]
          : [],
      )
    : [];

export function createPlans(prisma: PrismaClient) {
  /** the estimated minutes of the given problems (one removed from the bank since costs the default) */
  const costs = async (ids: string[]) => {
    const rows = await prisma.problem.findMany({ where: { id: { in: ids } }, select: { id: true, minutes: true } });
    const byId = new Map(rows.map((r) => [r.id, minutesOf(r)]));
    return (id: string) => byId.get(id) ?? minutesOf({ minutes: 0 });
  };

  return {
    /** makes the learner's plan (replacing one they had), from today in their zone */
    async create(userId: string, input: PlanInput, browserZone: string | null, now: Date) {
      const choices = validate(planInput, input);
      const timeZone = await learnerTimeZone(prisma, userId, browserZone);
      const startDay = dayKey(now, timeZone);
      const solved = await solvedIds(prisma, userId);
      const plan = generatePlan(await bank(prisma), { startDay, ...choices }, solved);
      const data = {
        startDay,
        lastDay: addDays(startDay, choices.days - 1),
        minutesPerDay: choices.minutesPerDay,
        focusAreas: choices.focusAreas,
        companies: choices.companies,
        days: plan.days as unknown as object,
        leftOutAtStart: plan.leftOut,
        leftOut: plan.leftOut,
      };
      await prisma.studyPlan.upsert({ where: { userId }, create: { userId, ...data }, update: data });
      return this.read(userId, browserZone, now);
    },

    /** the learner's plan with today's progress (null: none), re-planned first when a day was missed */
    async read(userId: string, browserZone: string | null, now: Date): Promise<StudyPlanShape | null> {
      const row = await prisma.studyPlan.findUnique({ where: { userId } });
      if (!row) return null;
      const timeZone = await learnerTimeZone(prisma, userId, browserZone);
      const today = dayKey(now, timeZone);
      const solved = await solvedIds(prisma, userId);
      let days = planDays(row.days);
      const cost = await costs(days.flatMap((d) => d.problemIds));
      let leftOut = row.leftOut;
      let moved = 0;
      const next = replan(days, { today, lastDay: row.lastDay, minutesPerDay: row.minutesPerDay, solved }, cost);
      if (next) {
        days = next.days;
        moved = next.moved;
        leftOut += next.unplaced;
        await prisma.studyPlan.update({ where: { userId }, data: { days: days as unknown as object, leftOut } });
      }
      const all = days.flatMap((d) => d.problemIds);
      return {
        startDay: row.startDay,
        lastDay: row.lastDay,
        today,
        timeZone,
        minutesPerDay: row.minutesPerDay,
        focusAreas: row.focusAreas,
        companies: row.companies,
        days: days.map((d) => ({
          ...d,
          minutes: d.problemIds.reduce((sum, id) => sum + cost(id), 0),
          solved: d.problemIds.filter((id) => solved.has(id)).length,
        })),
        total: all.length,
        solved: all.filter((id) => solved.has(id)).length,
        dueBeforeToday: days.filter((d) => d.day < today).reduce((sum, d) => sum + d.problemIds.length, 0),
        moved,
        behind: Math.max(0, leftOut - row.leftOutAtStart),
        leftOut,
      };
    },

    async remove(userId: string): Promise<boolean> {
      const { count } = await prisma.studyPlan.deleteMany({ where: { userId } });
      return count > 0;
    },
  };
}
