// GraphQL of a learner's own test cases (thin: custom-cases.ts validates and stores).
import { builder } from '../graphql/builder';
import { MAX_CASES, MAX_CASE_BYTES, type CustomCase, createCustomCases, toCases } from './custom-cases';

const CustomCaseKindEnum = builder.enumType('CustomCaseKind', {
  description: 'how a custom test case is written',
  values: {
    args: { description: 'arguments and the expected value, as JSON' },
    test: { description: 'the body of a Jest test' },
  } as const,
});

const CustomCaseType = builder.objectRef<CustomCase>('CustomCase').implement({
  description: "one of a learner's own test cases of a function problem (run on Run, never on Submit)",
  fields: (t) => ({
    kind: t.field({ type: CustomCaseKindEnum, description: 'args or test', resolve: (c) => c.kind }),
    args: t.string({
      nullable: true,
      description: 'args: the arguments, a JSON array; null for a test',
      resolve: (c) => (c.kind === 'args' ? c.args : null),
    }),
    expected: t.string({
      nullable: true,
      description: 'args: the expected value, JSON; null for a test',
      resolve: (c) => (c.kind === 'args' ? c.expected : null),
    }),
    body: t.string({
      nullable: true,
      description: "test: the test's body (Jest's expect and jest are in scope); null for args",
      resolve: (c) => (c.kind === 'test' ? c.body : null),
    }),
  }),
});

const CustomCaseInput = builder.inputType('CustomCaseInput', {
  description: `one case: kind args with args and expected, or kind test with body (each at most ${MAX_CASE_BYTES / 1024} KB)`,
  fields: (t) => ({
    kind: t.field({ type: CustomCaseKindEnum, required: true, description: 'args or test' }),
    args: t.string({ required: false, description: 'args: the arguments, a JSON array' }),
    expected: t.string({ required: false, description: 'args: the expected value, JSON' }),
    body: t.string({ required: false, description: "test: the test's body" }),
  }),
});

builder.queryField('customCases', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [CustomCaseType],
    description: "the viewer's own test cases of a function problem (empty until saved)",
    args: { problemId: t.arg.string({ required: true, description: "the problem's id or link" }) },
    resolve: (_root, args, ctx) => createCustomCases(ctx.prisma).read(ctx.viewer.id, args.problemId),
  }),
);

builder.mutationField('saveCustomCases', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [CustomCaseType],
    description: `replaces the viewer's own test cases of a function problem (at most ${MAX_CASES}; an empty list removes them)`,
    args: {
      problemId: t.arg.string({ required: true, description: "the problem's id or link" }),
      cases: t.arg({ type: [CustomCaseInput], required: true, description: 'the whole list, in order' }),
    },
    resolve: (_root, args, ctx) =>
      createCustomCases(ctx.prisma).save(ctx.viewer.id, args.problemId, toCases(args.cases)),
  }),
);
