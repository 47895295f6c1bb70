// Problem reports from the workbench's "report a problem" dialog (workbench spec §2, §7):
// the content is required (non-blank), stored with the reporting user (when signed in) and
// the problem (id or link, when given), and rate-limited per address and per account.
import { z } from 'zod';
import { validate } from '../accounts/validation';
import type { PrismaClient } from '../generated/prisma/client';
import { notFound } from '../graphql/errors';
import type { LimitName, RateLimits } from '../security/rate-limit';
import { msg, zodText } from '../i18n/message';

export const REPORT_MAX_LENGTH = 2000;

export const reportMessages = {
  required: msg('report.enterContent'),
  tooLong: msg('report.atMost', { max: REPORT_MAX_LENGTH }),
  problemNotFound: msg('problem.notFound'),
} as const;

const reportSchema = z.object({
  content: z
    .string({ error: zodText(reportMessages.required) })
    .trim()
    .min(1, zodText(reportMessages.required))
    .max(REPORT_MAX_LENGTH, zodText(reportMessages.tooLong)),
  problemId: z.string().trim().max(128).nullish(),
});

export function createReportsService(deps: { prisma: PrismaClient; limits: RateLimits }) {
  return {
    async submit(input: unknown, meta: { ip: string; userId: string | null }): Promise<boolean> {
      const { content, problemId } = validate(reportSchema, input);
      let problem: { id: string } | null = null;
      if (problemId) {
        problem = await deps.prisma.problem.findFirst({
          where: { OR: [{ id: problemId }, { link: problemId }] },
          select: { id: true },
        });
        if (!problem) throw notFound(reportMessages.problemNotFound);
      }
      const checks: [LimitName, string][] = [['reportIp', meta.ip]];
      if (meta.userId) checks.push(['reportAccount', meta.userId]);
      await deps.limits.consume(checks);
      await deps.prisma.report.create({ data: { content, problemId: problem?.id ?? null, userId: meta.userId } });
      return true;
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
