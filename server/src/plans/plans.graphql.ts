// GraphQL of a learner's study plan (thin: plans.service.ts makes, re-plans and reads it).
import { z } from 'zod';
import { builder } from '../graphql/builder';
import { zodMsg } from '../i18n/message';
import { type StudyPlanShape, createPlans } from './plans.service';
import { MAX_DAYS, MAX_MINUTES_PER_DAY, MIN_DAYS, MIN_MINUTES_PER_DAY } from './plan-generator';

const zoneArg = z.string().max(64, zodMsg('dashboard.timeZoneAtMost')).nullish();

const StudyPlanDayType = builder.objectRef<StudyPlanShape['days'][number]>('StudyPlanDay').implement({
  description: 'one day of a study plan',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD in the learner’s zone' }),
    problemIds: t.exposeStringList('problemIds', {
      description: 'the problems of the day, in order (see StudyPlan.problems)',
    }),
    minutes: t.exposeInt('minutes', { description: 'their estimated minutes together' }),
    solved: t.exposeInt('solved', { description: 'how many of them are solved' }),
  }),
});

const StudyPlanType = builder.objectRef<StudyPlanShape>('StudyPlan').implement({
  description: "a learner's study plan from a time budget, re-planned when a day is missed",
  fields: (t) => ({
    startDay: t.exposeString('startDay', { description: 'YYYY-MM-DD, the first day' }),
    lastDay: t.exposeString('lastDay', { description: 'YYYY-MM-DD, the last day (the eve of the interview)' }),
    today: t.exposeString('today', { description: 'YYYY-MM-DD, today in the zone' }),
    timeZone: t.exposeString('timeZone', { description: 'the IANA zone the days are counted in' }),
    minutesPerDay: t.exposeInt('minutesPerDay', { description: 'the time budget of a day' }),
    focusAreas: t.exposeStringList('focusAreas', { description: 'the focus areas chosen (tag keys)' }),
    companies: t.exposeStringList('companies', { description: 'the companies chosen (company keys)' }),
    days: t.field({ type: [StudyPlanDayType], description: 'every day of the plan, in order', resolve: (p) => p.days }),
    problems: t.prismaField({
      type: ['Problem'],
      description: 'the problems of the plan, once each (their statue is the viewer’s status)',
      resolve: (query, p, _args, ctx) =>
        ctx.prisma.problem.findMany({
          ...query,
          where: { id: { in: [...new Set(p.days.flatMap((d) => d.problemIds))] } },
        }),
    }),
    total: t.exposeInt('total', { description: 'problems in the plan' }),
    solved: t.exposeInt('solved', { description: 'of them solved' }),
    dueBeforeToday: t.exposeInt('dueBeforeToday', { description: 'problems on the days before today (all solved)' }),
    moved: t.exposeInt('moved', {
      description: 'problems moved to today and later at this read, because a day was missed',
    }),
    behind: t.exposeInt('behind', {
      description: 'problems the calendar no longer has time for because days were missed (0: on track)',
    }),
    leftOut: t.exposeInt('leftOut', { description: 'problems of the choices the calendar has no time for' }),
  }),
});

const StudyPlanInput = builder.inputType('StudyPlanInput', {
  description: 'a time budget and what to focus on',
  fields: (t) => ({
    days: t.int({ required: true, description: `days until the interview, ${MIN_DAYS}–${MAX_DAYS}` }),
    minutesPerDay: t.int({
      required: true,
      description: `minutes a day, ${MIN_MINUTES_PER_DAY}–${MAX_MINUTES_PER_DAY} (hours a week ÷ 7 × 60)`,
    }),
    focusAreas: t.stringList({ required: true, description: 'tag keys; empty: every area' }),
    companies: t.stringList({ required: true, description: 'company keys; empty: every company' }),
  }),
});

builder.queryFields((t) => ({
  studyPlan: t.withAuth({ signedIn: true }).field({
    type: StudyPlanType,
    nullable: true,
    description: "the viewer's study plan (null: none), re-planned first when a day was missed",
    args: {
      timeZone: t.arg.string({
        required: false,
        description: "the browser's IANA zone, used while the learner has not set one (default: UTC)",
        validate: zoneArg,
      }),
    },
    resolve: (_root, args, ctx) => createPlans(ctx.prisma).read(ctx.viewer.id, args.timeZone ?? null, ctx.now()),
  }),
}));

builder.mutationFields((t) => ({
  createStudyPlan: t.withAuth({ signedIn: true }).field({
    type: StudyPlanType,
    description:
      "makes the viewer's study plan from today (replacing the one they had); solved problems are imported as done",
    args: {
      input: t.arg({ type: StudyPlanInput, required: true, description: 'the time budget and the focus' }),
      timeZone: t.arg.string({
        required: false,
        description: "the browser's IANA zone, used while the learner has not set one (default: UTC)",
        validate: zoneArg,
      }),
    },
    resolve: async (_root, args, ctx) =>
      (await createPlans(ctx.prisma).create(ctx.viewer.id, args.input, args.timeZone ?? null, ctx.now()))!,
  }),
  deleteStudyPlan: t.withAuth({ signedIn: true }).boolean({
    description: "removes the viewer's study plan; false when there was none",
    resolve: (_root, _args, ctx) => createPlans(ctx.prisma).remove(ctx.viewer.id),
  }),
}));
