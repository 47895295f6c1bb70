// Read side of problems: lookups and the viewer's status.
import type { PrismaClient } from '../generated/prisma/client';
import type { ProgressStatus } from '../generated/prisma/enums';

export const PROBLEM_LINK_PATTERN = /^[a-z0-9][a-z0-9-]{0,127}$/;

/** The viewer's status of a problem (the spec's `statue`); UNRESOLVED when none or anonymous. */
export async function problemStatusFor(
  prisma: PrismaClient,
  userId: string | undefined,
  problemId: string,
): Promise<ProgressStatus> {
  if (!userId) return 'UNRESOLVED';
  const row = await prisma.problemStatus.findUnique({
    where: { userId_problemId: { userId, problemId } },
    select: { status: true },
  });
  return row?.status ?? 'UNRESOLVED';
}
