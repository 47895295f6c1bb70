// What an interviewer can put on a room's pad (directly or in a template): a function problem, or
// any problem with a starter drawing for the whiteboard (a design question drawn, not coded).
import type { Prisma } from '../generated/prisma/client';

export const PAD_PROBLEMS = {
  OR: [{ category: 'JSFunction' }, { NOT: { starterBoard: { equals: [] } } }],
} satisfies Prisma.ProblemWhereInput;
