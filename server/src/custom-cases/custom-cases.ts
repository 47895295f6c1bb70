// A learner's own test cases for a function problem, saved per user and problem: either
// arguments and the expected value as JSON (the web app turns them into an `expect(fn(...args))
// .toEqual(expected)` test) or the body of a Jest test. They are learner code: the web app sends
// them with the visible tests to runCode, which runs them in the judge's sandbox like any test;
// Submit never runs them. Stored as sent (validated and bounded), the list replaced whole.
import { z } from 'zod';
import { validate } from '../accounts/validation';
import type { PrismaClient } from '../generated/prisma/client';
import { badInput, notFound } from '../graphql/errors';
import { msg, zodMsg } from '../i18n/message';

export const MAX_CASES = 20;
/** bytes of one case's text (its arguments and expected value together, or its test body) */
export const MAX_CASE_BYTES = 4096;

export type CustomCase = { kind: 'args'; args: string; expected: string } | { kind: 'test'; body: string };

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
const isJsonArray = (text: string) => parses(text) && Array.isArray(JSON.parse(text));

const argsCase = z
  .object({
    kind: z.literal('args'),
    args: z.string().refine(isJsonArray, zodMsg('cases.args')),
    expected: z.string().refine(parses, zodMsg('cases.expected')),
  })
  .strict()
  .refine((c) => bytes(c.args) + bytes(c.expected) <= MAX_CASE_BYTES, zodMsg('cases.tooLarge', { kb: 4 }));
const testCase = z
  .object({
    kind: z.literal('test'),
    body: z
      .string()
      .refine((body) => body.trim().length > 0, zodMsg('cases.emptyTest'))
      .refine((body) => bytes(body) <= MAX_CASE_BYTES, zodMsg('cases.tooLarge', { kb: 4 })),
  })
  .strict();
const casesSchema = z
  .array(z.union([argsCase, testCase], zodMsg('cases.kind')))
  .max(MAX_CASES, zodMsg('cases.atMost', { max: MAX_CASES }));

/** the cases as GraphQL hands them over (absent fields undefined): one shape per kind */
export function toCases(
  input: { kind: string; args?: string | null; expected?: string | null; body?: string | null }[],
) {
  const shaped = input.map((c) =>
    c.kind === 'test'
      ? { kind: c.kind, body: c.body ?? '' }
      : { kind: c.kind, args: c.args ?? '', expected: c.expected ?? '' },
  );
  return validate(casesSchema, shaped) as CustomCase[];
}

/** a function problem by id or link (custom cases are for function problems) */
async function functionProblem(prisma: PrismaClient, ref: string): Promise<string> {
  const problem = await prisma.problem.findFirst({
    where: { OR: [{ id: ref }, { link: ref }] },
    select: { id: true, category: true },
  });
  if (!problem) throw notFound(msg('cases.unknownProblem', { problem: ref }));
  if (problem.category !== 'JSFunction') throw badInput(msg('cases.functionOnly'), { field: 'problemId' });
  return problem.id;
}

/** the cases a stored row holds (rows are written only through save, but a row is never trusted blindly) */
function storedCases(value: unknown): CustomCase[] {
  const parsed = casesSchema.safeParse(value);
  return parsed.success ? (parsed.data as CustomCase[]) : [];
}

export function createCustomCases(prisma: PrismaClient) {
  return {
    async read(userId: string, ref: string): Promise<CustomCase[]> {
      const problemId = await functionProblem(prisma, ref);
      const row = await prisma.customTestCases.findUnique({ where: { userId_problemId: { userId, problemId } } });
      return storedCases(row?.cases ?? []);
    },
    /** replaces the learner's cases of a problem (an empty list deletes them) */
    async save(userId: string, ref: string, cases: CustomCase[]): Promise<CustomCase[]> {
      const problemId = await functionProblem(prisma, ref);
      if (cases.length === 0) {
        await prisma.customTestCases.deleteMany({ where: { userId, problemId } });
        return [];
      }
      await prisma.customTestCases.upsert({
        where: { userId_problemId: { userId, problemId } },
        create: { userId, problemId, cases },
        update: { cases },
      });
      return cases;
    },
  };
}
