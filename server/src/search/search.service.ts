// Search over books and problems in both languages, ranked, in the database. A single character
// is enough.
//
// Ranking tiers (best first), English and Chinese titles alike, case-insensitive:
//   0 the title is the text; 1 the title starts with it; 2 a word of the title starts with it;
//   3 the title contains it; 4 the summary contains it; 5 other matches:
//     - every word of a multi-word text appears somewhere, in any order ("loop event");
//     - English full-text, stemmed ("debouncing" finds "debounce"; GIN expression index
//       Problem_search_en_fts_idx — books are few and are matched without an index);
//     - typo tolerance for one word of 4+ characters: close to a word run of a title
//       (pg_trgm word similarity `<%`, threshold 0.6), ranked by that similarity;
//     - problems asked at a company whose key or name contains the text ("google", "谷歌").
// Inside a tier, shorter titles first (the text is more of them), then id.
//
// Two phases keep the work bounded on a large bank: titles first (tiers 0–3, by ILIKE '%q%' on
// pg_trgm GIN indexes; a 1–2 character text cannot use trigrams and scans the titles); only when
// they do not fill the limit are summaries, words, full-text and typos searched (tiers 4–5),
// since nothing there can outrank a title match.
import { Prisma, type PrismaClient } from '../generated/prisma/client';

export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 10;
/** words beyond this many are ignored by the all-words branch */
const MAX_WORDS = 6;

export function normaliseQuery(q: string): string {
  return q.trim().replace(/\s+/g, ' ');
}

/** The text as a LIKE literal (its %, _ and \ match themselves). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Table = 'Book' | 'Problem';

/** Tiers 0–3: title matches, best first. */
async function titleMatches(prisma: PrismaClient, table: Table, q: string, limit: number): Promise<string[]> {
  const t = Prisma.raw(`"${table}"`);
  const contains = `%${likeLiteral(q)}%`;
  // Titles are lower-cased once per row (MATERIALIZED), then compared with the lower-cased text.
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    WITH hits AS MATERIALIZED (
      SELECT "id", char_length("titleEn") AS len, lower("titleEn") AS en, lower("titleZh") AS zh
        FROM ${t}
       WHERE "titleEn" ILIKE ${contains} OR "titleZh" ILIKE ${contains}
    ), needle AS (SELECT lower(${q}::text) AS n)
    SELECT h."id"
      FROM hits h, needle
     ORDER BY
       CASE
         WHEN h.en = needle.n OR h.zh = needle.n THEN 0
         WHEN starts_with(h.en, needle.n) OR starts_with(h.zh, needle.n) THEN 1
         WHEN strpos(h.en, ' ' || needle.n) > 0 OR strpos(h.zh, ' ' || needle.n) > 0 THEN 2
         ELSE 3
       END,
       h.len, h."id"
     LIMIT ${limit}::int`;
  return rows.map((r) => r.id);
}

/** Tiers 4–5: summary matches, then words in any order, full-text and typos; titles excluded. */
async function otherMatches(
  prisma: PrismaClient,
  table: Table,
  q: string,
  limit: number,
  exclude: string[],
): Promise<string[]> {
  const t = Prisma.raw(`"${table}"`);
  const literal = likeLiteral(q);
  const contains = `%${literal}%`;
  const anyText = (pattern: string) =>
    Prisma.sql`("titleEn" ILIKE ${pattern} OR "titleZh" ILIKE ${pattern} OR "descriptionEn" ILIKE ${pattern} OR "descriptionZh" ILIKE ${pattern})`;

  const branches = [
    Prisma.sql`SELECT "id", 4 AS tier, 0::real AS sim, char_length("titleEn") AS len FROM ${t}
      WHERE "descriptionEn" ILIKE ${contains} OR "descriptionZh" ILIKE ${contains}`,
  ];
  const words = [...new Set(q.split(' '))].slice(0, MAX_WORDS);
  if (words.length > 1) {
    const all = Prisma.join(
      words.map((word) => anyText(`%${likeLiteral(word)}%`)),
      ' AND ',
    );
    branches.push(Prisma.sql`SELECT "id", 5, 1::real, char_length("titleEn") FROM ${t} WHERE ${all}`);
  }
  if (/[A-Za-z]{3,}/.test(q)) {
    branches.push(
      Prisma.sql`SELECT "id", 5, 1::real, char_length("titleEn") FROM ${t}
        WHERE to_tsvector('english'::regconfig, "titleEn" || ' ' || "descriptionEn")
              @@ websearch_to_tsquery('english'::regconfig, ${q}::text)`,
    );
  }
  if (words.length === 1 && [...q].length >= 4) {
    branches.push(
      Prisma.sql`SELECT "id", 5, greatest(word_similarity(${q}::text, "titleEn"), word_similarity(${q}::text, "titleZh")),
               char_length("titleEn")
        FROM ${t} WHERE ${q}::text <% "titleEn" OR ${q}::text <% "titleZh"`,
    );
  }
  if (table === 'Problem') {
    // problems asked at a company whose key or name (in any language) contains the text: a learner
    // preparing for Google types "google"
    branches.push(
      Prisma.sql`SELECT p."id", 5, 1::real, char_length(p."titleEn")
        FROM "Problem" p
        JOIN "ProblemCompany" pc ON pc."problemId" = p."id"
        JOIN "Company" c ON c."id" = pc."companyId"
       WHERE c."key" ILIKE ${contains}
          OR EXISTS (SELECT 1 FROM jsonb_each_text(c."label") l WHERE l.value ILIKE ${contains})`,
    );
  }
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT m."id"
      FROM (${Prisma.join(branches, ' UNION ALL ')}) m
     WHERE NOT (m."id" = ANY(${exclude}::text[]))
     GROUP BY m."id"
     ORDER BY min(m.tier), max(m.sim) DESC, min(m.len), m."id"
     LIMIT ${limit}::int`;
  return rows.map((r) => r.id);
}

async function rankedIds(prisma: PrismaClient, table: Table, q: string, limit: number): Promise<string[]> {
  const titles = await titleMatches(prisma, table, q, limit);
  if (titles.length >= limit) return titles;
  return [...titles, ...(await otherMatches(prisma, table, q, limit - titles.length, titles))];
}

/** Ids of matching books and problems, best first. Blank queries match nothing. */
export async function searchIds(prisma: PrismaClient, rawQuery: string, limit: number) {
  const q = normaliseQuery(rawQuery);
  if (!q) return { bookIds: [], problemIds: [] };
  const [bookIds, problemIds] = await Promise.all([
    rankedIds(prisma, 'Book', q, limit),
    rankedIds(prisma, 'Problem', q, limit),
  ]);
  return { bookIds, problemIds };
}
