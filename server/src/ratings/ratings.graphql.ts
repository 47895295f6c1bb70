// GraphQL of the platform rating (thin: ratings.service.ts decides): the viewer's own rating, the
// mutation that gives or changes it, and the published summary on the site settings.
import { RatingSource } from '../generated/prisma/enums';
import { builder } from '../graphql/builder';
import { DEFAULT_RATING_MINIMUM } from '../site/site-config';
import { SiteSettingsType } from '../site/site.graphql';
import type { RatingSummary } from './ratings.service';

const RatingSourceEnum = builder.enumType('RatingSource', {
  values: {
    dashboard: { value: RatingSource.dashboard, description: 'from the dashboard' },
    interview: { value: RatingSource.interview, description: 'after a mock interview' },
  } as const,
  description: 'where the rating was given',
});

const PlatformRatingType = builder.prismaObject('PlatformRating', {
  description: "a learner's rating of the platform (one per account)",
  fields: (t) => ({
    score: t.exposeInt('score', { description: '1 to 5' }),
    comment: t.exposeString('comment', { description: 'empty when none was given' }),
    source: t.expose('source', { type: RatingSourceEnum, description: 'where it was given' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'when it was last given or changed' }),
  }),
});

const RatingSummaryType = builder.objectRef<RatingSummary>('PlatformRatingSummary').implement({
  description: "the learners' ratings of the platform, as measured",
  fields: (t) => ({
    average: t.exposeFloat('average', { description: 'mean score, two decimals' }),
    count: t.exposeInt('count', { description: 'how many learners have rated' }),
  }),
});

const RatePlatformInput = builder.inputType('RatePlatformInput', {
  description: 'a rating of the platform',
  fields: (t) => ({
    score: t.int({ required: true, description: '1 to 5' }),
    comment: t.string({ required: false, description: 'optional, at most 1000 characters' }),
    source: t.field({ type: RatingSourceEnum, required: true, description: 'where it is given' }),
  }),
});

builder.objectField(SiteSettingsType, 'rating', (t) =>
  t.field({
    type: RatingSummaryType,
    nullable: true,
    description: 'the average rating and its count; null until enough learners have rated',
    resolve: ({ config }, _args, ctx) => ctx.ratings.summary(config.rating?.minimumCount ?? DEFAULT_RATING_MINIMUM),
  }),
);

builder.queryField('myPlatformRating', (t) =>
  t.withAuth({ signedIn: true }).prismaField({
    type: PlatformRatingType,
    nullable: true,
    description: "the viewer's rating of the platform, if given",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.platformRating.findUnique({ ...query, where: { userId: ctx.viewer.id } }),
  }),
);

builder.mutationField('ratePlatform', (t) =>
  t.withAuth({ signedIn: true }).prismaField({
    type: PlatformRatingType,
    description: 'gives or changes the viewer’s rating of the platform',
    args: { input: t.arg({ type: RatePlatformInput, required: true, description: 'the score and comment' }) },
    resolve: (_query, _root, { input }, ctx) =>
      ctx.ratings.rate(ctx.viewer.id, { score: input.score, comment: input.comment ?? undefined }, input.source),
  }),
);
