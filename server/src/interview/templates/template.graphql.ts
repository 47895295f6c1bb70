// GraphQL of interview templates (thin: template.service.ts decides). A template is seen by its
// owner, or read-only through its share link by any signed-in user; a room opened from one shows
// its plan (problems in order with notes, the rubric) to the interviewer alone.
import { builder } from '../../graphql/builder';
import type { InterviewTemplate } from '../../generated/prisma/client';
import { InterviewRoomType, InterviewScorecardType } from '../interview.graphql';
import {
  type Criterion,
  type RoomPlan,
  TEMPLATE_LIMITS as L,
  type TemplateProblem,
  criteriaOf,
  planOf,
  problemsOf,
} from './template.service';

const TemplateProblemType = builder.objectRef<TemplateProblem>('InterviewTemplateProblem').implement({
  description: 'one problem of a template or a room plan, in order, with the interviewer’s notes',
  fields: (t) => ({
    problemId: t.exposeID('problemId', { description: 'the problem’s id' }),
    problem: t.prismaField({
      type: 'Problem',
      nullable: true,
      description: 'the problem (null when it was removed from the bank)',
      resolve: (query, p, _args, ctx) => ctx.prisma.problem.findUnique({ ...query, where: { id: p.problemId } }),
    }),
    notes: t.exposeString('notes', { description: `notes for the interviewer (at most ${L.notesMax} characters)` }),
  }),
});

const CriterionType = builder.objectRef<Criterion>('InterviewRubricCriterion').implement({
  description: `a criterion of a rubric, rated from ${L.scoreMin} to ${L.scoreMax}`,
  fields: (t) => ({
    name: t.exposeString('name', {
      description: `its name (unique in the rubric, at most ${L.criterionNameMax} characters)`,
    }),
    description: t.exposeString('description', {
      description: `what it looks at (at most ${L.criterionDescriptionMax} characters)`,
    }),
  }),
});

export const InterviewTemplateType = builder.objectRef<InterviewTemplate>('InterviewTemplate').implement({
  description: 'an interviewer’s saved plan for rooms: problems in order with notes, and a rubric',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'its id' }),
    name: t.exposeString('name', { description: `its name (at most ${L.nameMax} characters)` }),
    problems: t.field({
      type: [TemplateProblemType],
      description: `its problems in order (at most ${L.problemsMax})`,
      resolve: (tpl) => problemsOf(tpl),
    }),
    criteria: t.field({
      type: [CriterionType],
      description: `its rubric (${L.criteriaMin} to ${L.criteriaMax} criteria)`,
      resolve: (tpl) => criteriaOf(tpl),
    }),
    mine: t.boolean({
      description: 'whether the viewer owns it (false on a shared template someone else owns)',
      resolve: (tpl, _args, ctx) => tpl.ownerId === ctx.viewer?.id,
    }),
    shareToken: t.string({
      nullable: true,
      description:
        'the token of its share link (/interview/templates/shared/<token>), the owner only; null when not shared',
      resolve: (tpl, _args, ctx) => (tpl.ownerId === ctx.viewer?.id ? tpl.shareToken : null),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'when it was made', resolve: (tpl) => tpl.createdAt }),
    updatedAt: t.field({ type: 'DateTime', description: 'when it last changed', resolve: (tpl) => tpl.updatedAt }),
  }),
});

const RoomPlanType = builder.objectRef<RoomPlan>('InterviewRoomPlan').implement({
  description: 'what a room keeps of the template it was opened from (later edits of the template do not change it)',
  fields: (t) => ({
    templateName: t.string({ description: 'the template’s name when the room was opened', resolve: (p) => p.name }),
    problems: t.field({
      type: [TemplateProblemType],
      description: 'the problems in order, with the interviewer’s notes',
      resolve: (p) => p.problems,
    }),
    criteria: t.field({
      type: [CriterionType],
      description: 'the rubric the scorecard follows',
      resolve: (p) => p.criteria,
    }),
  }),
});

builder.objectField(InterviewRoomType, 'plan', (t) =>
  t.field({
    type: RoomPlanType,
    nullable: true,
    description: 'the template’s plan (the interviewer only; null for a room opened without a template)',
    resolve: (a) => (a.role === 'interviewer' ? planOf(a.room) : null),
  }),
);

const CriterionScoreType = builder
  .objectRef<{ criterion: string; score: number }>('InterviewCriterionScore')
  .implement({
    description: 'the score of one rubric criterion',
    fields: (t) => ({
      criterion: t.exposeString('criterion', { description: 'the criterion’s name' }),
      score: t.exposeInt('score', { description: `${L.scoreMin} (weak) to ${L.scoreMax} (strong)` }),
    }),
  });

builder.objectField(InterviewScorecardType, 'rubric', (t) =>
  t.field({
    type: [CriterionScoreType],
    description: 'a room with a rubric: one score per rated criterion (empty otherwise)',
    resolve: (s) => (Array.isArray(s.rubric) ? s.rubric : []),
  }),
);

const TemplateInput = builder.inputType('InterviewTemplateInput', {
  description: 'a template’s content (replaces the whole template on update)',
  fields: (t) => ({
    name: t.string({ description: `at most ${L.nameMax} characters` }),
    problems: t.field({
      type: [
        builder.inputType('InterviewTemplateProblemInput', {
          description: 'one problem, in order',
          fields: (f) => ({
            problemId: f.string({ description: 'a function problem’s id or link' }),
            notes: f.string({ required: false, description: `notes for the interviewer (at most ${L.notesMax})` }),
          }),
        }),
      ],
      description: `at most ${L.problemsMax}, each once`,
    }),
    criteria: t.field({
      type: [
        builder.inputType('InterviewRubricCriterionInput', {
          description: 'one criterion of the rubric',
          fields: (f) => ({
            name: f.string({ description: `at most ${L.criterionNameMax} characters, unique` }),
            description: f.string({ required: false, description: `at most ${L.criterionDescriptionMax} characters` }),
          }),
        }),
      ],
      description: `${L.criteriaMin} to ${L.criteriaMax} criteria`,
    }),
  }),
});

builder.queryFields((t) => ({
  myInterviewTemplates: t.field({
    type: [InterviewTemplateType],
    description: `the viewer’s templates, last changed first (at most ${L.perUser})`,
    resolve: (_root, _args, ctx) => ctx.interviews.templates.list(ctx.viewer),
  }),
  interviewTemplate: t.field({
    type: InterviewTemplateType,
    description: 'one of the viewer’s templates; anyone else’s is "Template not found."',
    args: { id: t.arg.id({ description: 'the template’s id' }) },
    resolve: (_root, args, ctx) => ctx.interviews.templates.own(ctx.viewer, String(args.id)),
  }),
  sharedInterviewTemplate: t.field({
    type: InterviewTemplateType,
    description: 'a template shared by link, read-only, for any signed-in user',
    args: { token: t.arg.string({ description: 'the token of the share link' }) },
    resolve: (_root, args, ctx) => ctx.interviews.templates.shared(ctx.viewer, args.token),
  }),
}));

builder.mutationFields((t) => ({
  createInterviewTemplate: t.field({
    type: InterviewTemplateType,
    description: `saves a new template (at most ${L.perUser} per user)`,
    args: { input: t.arg({ type: TemplateInput, description: 'its content' }) },
    resolve: (_root, args, ctx) => ctx.interviews.templates.create(ctx.viewer, args.input),
  }),
  updateInterviewTemplate: t.field({
    type: InterviewTemplateType,
    description: 'replaces one of the viewer’s templates (rooms already opened from it keep their snapshot)',
    args: {
      id: t.arg.id({ description: 'the template’s id' }),
      input: t.arg({ type: TemplateInput, description: 'its new content' }),
    },
    resolve: (_root, args, ctx) => ctx.interviews.templates.update(ctx.viewer, String(args.id), args.input),
  }),
  deleteInterviewTemplate: t.boolean({
    description: 'deletes one of the viewer’s templates (its share link stops working; rooms keep their snapshot)',
    args: { id: t.arg.id({ description: 'the template’s id' }) },
    resolve: async (_root, args, ctx) => {
      await ctx.interviews.templates.remove(ctx.viewer, String(args.id));
      return true;
    },
  }),
  shareInterviewTemplate: t.field({
    type: InterviewTemplateType,
    description: 'makes a share link for the template, or a new one (the previous link stops working)',
    args: { id: t.arg.id({ description: 'the template’s id' }) },
    resolve: (_root, args, ctx) => ctx.interviews.templates.share(ctx.viewer, String(args.id)),
  }),
  unshareInterviewTemplate: t.field({
    type: InterviewTemplateType,
    description: 'stops sharing the template: its link stops working',
    args: { id: t.arg.id({ description: 'the template’s id' }) },
    resolve: (_root, args, ctx) => ctx.interviews.templates.unshare(ctx.viewer, String(args.id)),
  }),
  copySharedInterviewTemplate: t.field({
    type: InterviewTemplateType,
    description: 'copies a shared template into the viewer’s own templates (independent from then on)',
    args: { token: t.arg.string({ description: 'the token of the share link' }) },
    resolve: (_root, args, ctx) => ctx.interviews.templates.copyShared(ctx.viewer, args.token),
  }),
}));
