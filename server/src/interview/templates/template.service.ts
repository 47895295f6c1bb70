// Interview templates: an interviewer's saved plan for rooms — a name, problems in order with
// private notes for the interviewer, and a rubric (criteria with descriptions, each rated 1–4).
// A template is its owner's alone; a share token (128 random bits, base64url) lets any signed-in
// interviewer read it and copy it into their own templates. Opening a room from a template stores
// a snapshot of it on the room (`InterviewRoom.plan`), so later edits never change that room.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Viewer } from '../../accounts/viewer';
import { validate } from '../../accounts/validation';
import type { InterviewTemplate, PrismaClient } from '../../generated/prisma/client';
import { badInput, notFound, unauthenticated } from '../../graphql/errors';
import { msg, zodText } from '../../i18n/message';
import { PAD_PROBLEMS } from '../pad-problems';

/** every limit of templates, in one place (the web form reads the same numbers from the API docs) */
export const TEMPLATE_LIMITS = {
  nameMax: 100,
  problemsMax: 10,
  criteriaMin: 1,
  criteriaMax: 8,
  criterionNameMax: 60,
  criterionDescriptionMax: 500,
  notesMax: 2000,
  perUser: 50,
  /** the rubric's scale: 1 (weak) to 4 (strong) */
  scoreMin: 1,
  scoreMax: 4,
} as const;

export const SHARE_TOKEN_BYTES = 16;
/** the first key of the two-key advisory lock on a user's templates ('ITPL') */
const TEMPLATE_LOCK_NAMESPACE = 0x4954504c;
const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const L = TEMPLATE_LIMITS;
export const templateMessages = {
  signIn: msg('interview.signIn'),
  notFound: msg('interviewTemplate.notFound'),
  sharedNotFound: msg('interviewTemplate.sharedNotFound'),
  nameRequired: msg('interviewTemplate.nameRequired'),
  nameTooLong: msg('interviewTemplate.nameAtMost', { max: L.nameMax }),
  tooManyProblems: msg('interviewTemplate.problemsAtMost', { max: L.problemsMax }),
  problemTwice: msg('interviewTemplate.problemTwice'),
  problemUnavailable: (problem: string) => msg('interviewTemplate.problemUnavailable', { problem }),
  criteriaCount: msg('interviewTemplate.criteriaCount', { min: L.criteriaMin, max: L.criteriaMax }),
  criterionNameRequired: msg('interviewTemplate.criterionNameRequired'),
  criterionNameTooLong: msg('interviewTemplate.criterionNameAtMost', { max: L.criterionNameMax }),
  criterionTwice: msg('interviewTemplate.criterionTwice'),
  descriptionTooLong: msg('interviewTemplate.descriptionAtMost', { max: L.criterionDescriptionMax }),
  notesTooLong: msg('interviewTemplate.notesAtMost', { max: L.notesMax }),
  tooMany: msg('interviewTemplate.tooMany', { max: L.perUser }),
} as const;

export interface TemplateProblem {
  problemId: string;
  notes: string;
}
export interface Criterion {
  name: string;
  description: string;
}
/** what a room keeps of the template it was opened from */
export interface RoomPlan {
  templateId: string;
  name: string;
  problems: TemplateProblem[];
  criteria: Criterion[];
}

export interface TemplateInput {
  name: string;
  problems: { problemId: string; notes?: string | null }[];
  criteria: { name: string; description?: string | null }[];
}

const M = templateMessages;
const inputSchema = z.object({
  name: z.string().trim().min(1, zodText(M.nameRequired)).max(L.nameMax, zodText(M.nameTooLong)),
  problems: z
    .array(
      z.object({
        problemId: z.string().trim().min(1).max(200),
        notes: z
          .string()
          .nullish()
          .transform((s) => (s ?? '').trim())
          .pipe(z.string().max(L.notesMax, zodText(M.notesTooLong))),
      }),
    )
    .max(L.problemsMax, zodText(M.tooManyProblems)),
  criteria: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .min(1, zodText(M.criterionNameRequired))
          .max(L.criterionNameMax, zodText(M.criterionNameTooLong)),
        description: z
          .string()
          .nullish()
          .transform((s) => (s ?? '').trim())
          .pipe(z.string().max(L.criterionDescriptionMax, zodText(M.descriptionTooLong))),
      }),
    )
    .min(L.criteriaMin, zodText(M.criteriaCount))
    .max(L.criteriaMax, zodText(M.criteriaCount)),
});

export const newShareToken = () => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

/** the stored JSON of a template, read defensively */
export const problemsOf = (t: { problems: unknown }): TemplateProblem[] =>
  Array.isArray(t.problems) ? (t.problems as TemplateProblem[]) : [];
export const criteriaOf = (t: { criteria: unknown }): Criterion[] =>
  Array.isArray(t.criteria) ? (t.criteria as Criterion[]) : [];
/** a room's plan (null for a room opened without a template) */
export const planOf = (room: { plan: unknown }): RoomPlan | null =>
  room.plan && typeof room.plan === 'object' && Array.isArray((room.plan as RoomPlan).criteria)
    ? (room.plan as RoomPlan)
    : null;

export function createTemplateService(deps: { prisma: PrismaClient }) {
  const { prisma } = deps;

  const signedIn = (viewer: Viewer | null): Viewer => {
    if (!viewer) throw unauthenticated(M.signIn);
    return viewer;
  };

  /** the viewer's own template; anyone else's (or a made-up id) is "not found", never "forbidden" */
  async function own(viewer: Viewer | null, id: string): Promise<InterviewTemplate> {
    const me = signedIn(viewer);
    const template = ID_PATTERN.test(id)
      ? await prisma.interviewTemplate.findFirst({ where: { id, ownerId: me.id } })
      : null;
    if (!template) throw notFound(M.notFound);
    return template;
  }

  /**
   * validates an input: sizes, distinct problems and criteria, and every problem one an
   * interviewer may put on the pad today (see pad-problems.ts; by id or link, stored by id)
   */
  async function clean(input: TemplateInput) {
    const parsed = validate(inputSchema, input);
    const names = new Set(parsed.criteria.map((c) => c.name.toLowerCase()));
    if (names.size !== parsed.criteria.length) throw badInput(M.criterionTwice);
    const refs = parsed.problems.map((p) => p.problemId);
    const found = refs.length
      ? await prisma.problem.findMany({
          where: { AND: [{ OR: [{ id: { in: refs } }, { link: { in: refs } }] }, PAD_PROBLEMS] },
          select: { id: true, link: true },
        })
      : [];
    const problems = parsed.problems.map((p) => {
      const problem = found.find((f) => f.id === p.problemId || f.link === p.problemId);
      if (!problem) throw badInput(M.problemUnavailable(p.problemId.slice(0, 80)));
      return { problemId: problem.id, notes: p.notes };
    });
    if (new Set(problems.map((p) => p.problemId)).size !== problems.length) throw badInput(M.problemTwice);
    return { name: parsed.name, problems, criteria: parsed.criteria };
  }

  /**
   * creates a template for `ownerId` unless they already keep the most allowed: the count and the
   * insert run under a per-user advisory lock, so two requests at once cannot both pass the cap
   */
  async function createCapped(ownerId: string, data: { name: string; problems: object[]; criteria: object[] }) {
    return prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TEMPLATE_LOCK_NAMESPACE}::integer, hashtext(${ownerId}))`;
      const count = await tx.interviewTemplate.count({ where: { ownerId } });
      if (count >= L.perUser) throw badInput(M.tooMany);
      return tx.interviewTemplate.create({ data: { ...data, ownerId } });
    });
  }

  async function shared(viewer: Viewer | null, token: string): Promise<InterviewTemplate> {
    signedIn(viewer);
    const template = SHARE_TOKEN_PATTERN.test(token)
      ? await prisma.interviewTemplate.findUnique({ where: { shareToken: token } })
      : null;
    if (!template) throw notFound(M.sharedNotFound);
    return template;
  }

  return {
    own,
    shared,

    list(viewer: Viewer | null) {
      const me = signedIn(viewer);
      return prisma.interviewTemplate.findMany({
        where: { ownerId: me.id },
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
        take: L.perUser,
      });
    },

    async create(viewer: Viewer | null, input: TemplateInput) {
      const me = signedIn(viewer);
      const data = await clean(input);
      return createCapped(me.id, data);
    },

    async update(viewer: Viewer | null, id: string, input: TemplateInput) {
      const template = await own(viewer, id);
      const data = await clean(input);
      return prisma.interviewTemplate.update({ where: { id: template.id }, data });
    },

    async remove(viewer: Viewer | null, id: string) {
      const template = await own(viewer, id);
      await prisma.interviewTemplate.delete({ where: { id: template.id } });
      return template;
    },

    /** makes a share link, or a new one (the old link stops working) */
    async share(viewer: Viewer | null, id: string) {
      const template = await own(viewer, id);
      return prisma.interviewTemplate.update({ where: { id: template.id }, data: { shareToken: newShareToken() } });
    },

    async unshare(viewer: Viewer | null, id: string) {
      const template = await own(viewer, id);
      return prisma.interviewTemplate.update({ where: { id: template.id }, data: { shareToken: null } });
    },

    /** a shared template copied into the viewer's own: independent from then on, not shared */
    async copyShared(viewer: Viewer | null, token: string) {
      const me = signedIn(viewer);
      const source = await shared(viewer, token);
      return createCapped(me.id, {
        name: source.name,
        problems: problemsOf(source) as object[],
        criteria: criteriaOf(source) as object[],
      });
    },

    /** the snapshot a room opened from the viewer's template keeps */
    async planFor(viewer: Viewer | null, id: string): Promise<RoomPlan> {
      const template = await own(viewer, id);
      return {
        templateId: template.id,
        name: template.name,
        problems: problemsOf(template),
        criteria: criteriaOf(template),
      };
    },
  };
}
