// Search over books and problems in both languages. A single character is enough.
// Ranking: title starts with the query, then title contains it, then description contains it.
// (The indexed full-text/trigram search on a large bank comes with the learning-loop work.)
import type { PrismaClient } from '../generated/prisma/client';

export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 10;

type Texts = { titleEn: string; titleZh: string; descriptionEn: string; descriptionZh: string };

function rank(row: Texts, q: string): number {
  const lower = q.toLowerCase();
  const titles = [row.titleEn, row.titleZh].map((t) => t.toLowerCase());
  if (titles.some((t) => t.startsWith(lower))) return 0;
  if (titles.some((t) => t.includes(lower))) return 1;
  return 2;
}

function textFilter(q: string) {
  return {
    OR: (['titleEn', 'titleZh', 'descriptionEn', 'descriptionZh'] as const).map((field) => ({
      [field]: { contains: q, mode: 'insensitive' as const },
    })),
  };
}

export function normaliseQuery(q: string): string {
  return q.trim().replace(/\s+/g, ' ');
}

/** Ids of matching books and problems, best first. Blank queries match nothing. */
export async function searchIds(prisma: PrismaClient, rawQuery: string, limit: number) {
  const q = normaliseQuery(rawQuery);
  if (!q) return { bookIds: [], problemIds: [] };
  const select = { id: true, titleEn: true, titleZh: true, descriptionEn: true, descriptionZh: true };
  // Fetch a few more than needed so ranking can promote title matches over description ones.
  const take = Math.min(limit * 4, 200);
  const [books, problems] = await Promise.all([
    prisma.book.findMany({ where: textFilter(q), select, take, orderBy: { sortOrder: 'asc' } }),
    prisma.problem.findMany({ where: textFilter(q), select, take, orderBy: { createdAt: 'asc' } }),
  ]);
  const best = <T extends Texts & { id: string }>(rows: T[]) =>
    rows
      .map((row, index) => ({ id: row.id, score: rank(row, q), index }))
      .sort((a, b) => a.score - b.score || a.index - b.index)
      .slice(0, limit)
      .map((r) => r.id);
  return { bookIds: best(books), problemIds: best(problems) };
}
