// What an interviewer can put on a room's pad (directly or in a template): a function problem the
// pad's runner can judge (not a type challenge, which only the type checker judges), or any
// problem with a starter drawing for the whiteboard (a design question drawn, not coded).
import type { Prisma } from '../generated/prisma/client';

export const PAD_PROBLEMS = {
  OR: [{ category: 'JSFunction', kind: null }, { NOT: { starterBoard: { equals: [] } } }],
} satisfies Prisma.ProblemWhereInput;
