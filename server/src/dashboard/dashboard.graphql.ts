// GraphQL of the dashboard: the summary cards and the one-year activity graph.
import { z } from 'zod';
import { builder } from '../graphql/builder';
import {
  type ActivityDay,
  type ActivityGraphShape,
  type DoneTotal,
  GRAPH_DAYS,
  type UserSummaryShape,
  activityGraph,
  graphTimeZone,
  isCalendarDate,
  userSummary,
} from './dashboard.service';
import { zodMsg } from '../i18n/message';

const DoneTotalType = builder.objectRef<DoneTotal>('DoneTotal').implement({
  fields: (t) => ({
    done: t.exposeInt('done', { description: 'problems resolved by the viewer' }),
    total: t.exposeInt('total', { description: 'problems in the bank' }),
  }),
});

const SolvedData = builder.objectRef<UserSummaryShape['solvedData']>('SolvedData').implement({
  description: 'per difficulty',
  fields: (t) => ({
    Easy: t.field({ type: DoneTotalType, resolve: (d) => d.Easy }),
    Medium: t.field({ type: DoneTotalType, resolve: (d) => d.Medium }),
    Hard: t.field({ type: DoneTotalType, resolve: (d) => d.Hard }),
  }),
});

const TypeData = builder.objectRef<UserSummaryShape['typeData']>('TypeData').implement({
  description: 'per problem category',
  fields: (t) => ({
    Article: t.field({ type: DoneTotalType, resolve: (d) => d.Article }),
    Knowledge: t.field({ type: DoneTotalType, resolve: (d) => d.Knowledge }),
    JSFunction: t.field({ type: DoneTotalType, resolve: (d) => d.JSFunction }),
    UICoding: t.field({ type: DoneTotalType, resolve: (d) => d.UICoding }),
  }),
});

const UserSummary = builder.objectRef<UserSummaryShape>('UserSummary').implement({
  fields: (t) => ({
    solvedData: t.field({ type: SolvedData, resolve: (s) => s.solvedData }),
    typeData: t.field({ type: TypeData, resolve: (s) => s.typeData }),
    total: t.field({ type: DoneTotalType, description: 'every problem', resolve: (s) => s.total }),
  }),
});

const ActivityDayType = builder.objectRef<ActivityDay>('ActivityDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD, a calendar day in the graph’s time zone' }),
    count: t.exposeInt('count', { description: 'distinct problems completed that day' }),
    level: t.exposeInt('level', { description: '0: none, 1: 1, 2: 2–3, 3: 4–6, 4: 7 or more' }),
  }),
});

const ActivityGraph = builder.objectRef<ActivityGraphShape>('ActivityGraph').implement({
  fields: (t) => ({
    timeZone: t.exposeString('timeZone', { description: 'the IANA zone whose calendar days the graph shows' }),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    totalCompletions: t.exposeInt('totalCompletions'),
    totalActiveDays: t.exposeInt('totalActiveDays'),
    maxStreak: t.exposeInt('maxStreak', { description: 'longest run of consecutive active days in the window' }),
    currentStreak: t.exposeInt('currentStreak', {
      description: 'the run ending on endDate (or the day before, while endDate has no completion yet)',
    }),
    activityData: t.field({ type: [ActivityDayType], resolve: (g) => g.activityData }),
  }),
});

builder.queryFields((t) => ({
  userSummary: t.withAuth({ signedIn: true }).field({
    type: UserSummary,
    description: "the viewer's solved problems per difficulty and per category, against the bank",
    resolve: (_root, _args, ctx) => userSummary(ctx.prisma, ctx.viewer.id),
  }),
  activityGraph: t.withAuth({ signedIn: true }).field({
    type: ActivityGraph,
    description: `the viewer's completions per local calendar day over ${GRAPH_DAYS} days ending endDate (default today)`,
    args: {
      timeZone: t.arg.string({
        required: false,
        description: "an IANA zone name (default: the user's stored zone, else UTC)",
        validate: z.string().max(64, zodMsg('dashboard.timeZoneAtMost')).nullish(),
      }),
      endDate: t.arg.string({
        required: false,
        description: 'YYYY-MM-DD, the last day shown (default: today in the zone)',
        validate: z.string().refine(isCalendarDate, zodMsg('dashboard.endDate')).nullish(),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const userId = ctx.viewer.id;
      const zone = await graphTimeZone(ctx.prisma, userId, args.timeZone ?? null);
      return activityGraph(ctx.prisma, userId, zone, args.endDate ?? null);
    },
  }),
}));
