// Learners' ratings of the platform: one per account (1–5 and an optional comment), given from
// the dashboard or after a mock interview, changeable at any time. The average is published only
// once `minimumCount` learners have rated, with the true count beside it.
import { z } from 'zod';
import { validate } from '../accounts/validation';
import type { PrismaClient } from '../generated/prisma/client';
import type { RatingSource } from '../generated/prisma/enums';
import { zodMsg } from '../i18n/message';

export const RATING_COMMENT_MAX = 1000;

const ratingInput = z.object({
  score: z.int(zodMsg('rating.whole')).min(1, zodMsg('rating.whole')).max(5, zodMsg('rating.whole')),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, zodMsg('rating.commentAtMost', { max: RATING_COMMENT_MAX }))
    .optional()
    .transform((c) => c ?? ''),
});

export interface RatingSummary {
  /** the mean of every score, to two decimals */
  average: number;
  count: number;
}

export function createRatingsService(deps: { prisma: PrismaClient }) {
  const { prisma } = deps;
  return {
    /** stores (or changes) the user's rating */
    rate(userId: string, input: { score: unknown; comment?: unknown }, source: RatingSource) {
      const { score, comment } = validate(ratingInput, input);
      return prisma.platformRating.upsert({
        where: { userId },
        create: { userId, score, comment, source },
        update: { score, comment, source },
      });
    },
    /** the published summary: null until at least `minimumCount` learners have rated */
    async summary(minimumCount: number): Promise<RatingSummary | null> {
      const { _avg, _count } = await prisma.platformRating.aggregate({ _avg: { score: true }, _count: true });
      if (_count < minimumCount || _avg.score === null) return null;
      return { average: Math.round(_avg.score * 100) / 100, count: _count };
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
