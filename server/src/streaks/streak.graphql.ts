// GraphQL of streaks and the learner's time zone (the zone their days are counted in).
import { z } from 'zod';
import { builder } from '../graphql/builder';
import { zodMsg } from '../i18n/message';
import { type StreakShape, setTimeZone, streakOf } from './streak.service';

const zoneArg = z.string().max(64, zodMsg('dashboard.timeZoneAtMost')).nullish();

const StreakType = builder.objectRef<StreakShape>('Streak').implement({
  description: 'consecutive days with a solved problem, in the learner’s time zone',
  fields: (t) => ({
    current: t.exposeInt('current', {
      description: 'the run of active days ending today (or yesterday, while today has no activity yet)',
    }),
    longest: t.exposeInt('longest', { description: 'the longest run of active days ever' }),
    lastActiveDay: t.exposeString('lastActiveDay', {
      nullable: true,
      description: 'YYYY-MM-DD, the newest active day; null when there is none',
    }),
    today: t.exposeString('today', { description: 'YYYY-MM-DD, today in the zone' }),
    timeZone: t.exposeString('timeZone', { description: 'the IANA zone whose calendar days are counted' }),
    timeZoneSet: t.exposeBoolean('timeZoneSet', {
      description: 'true: the zone is the learner’s choice in settings; false: the browser’s zone (or UTC)',
    }),
  }),
});

builder.prismaObjectField('User', 'timeZone', (t) =>
  t.exposeString('timeZone', {
    nullable: true,
    description: 'the IANA zone the learner’s days are counted in; null: not set (the browser’s zone is used)',
  }),
);

builder.queryFields((t) => ({
  streak: t.withAuth({ signedIn: true }).field({
    type: StreakType,
    description: "the viewer's current and longest streak of days with a solved problem",
    args: {
      timeZone: t.arg.string({
        required: false,
        description: "the browser's IANA zone, used while the learner has not set one (default: UTC)",
        validate: zoneArg,
      }),
    },
    resolve: (_root, args, ctx) => streakOf(ctx.prisma, ctx.viewer.id, args.timeZone ?? null, ctx.now()),
  }),
}));

builder.mutationFields((t) => ({
  setTimeZone: t.withAuth({ signedIn: true }).prismaField({
    type: 'User',
    description: "sets the zone the viewer's days are counted in (streaks, activity); null clears it",
    args: {
      timeZone: t.arg.string({
        required: false,
        description: 'an IANA zone name such as Asia/Shanghai',
        validate: zoneArg,
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      await setTimeZone(ctx.prisma, ctx.viewer.id, args.timeZone ?? null);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer.id } });
    },
  }),
}));
