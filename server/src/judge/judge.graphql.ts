// GraphQL of the judge: the runCode mutation and the run response of the spec, and checkTypes
// for type challenges (the TypeScript checker against type assertions, answered as a run).
import { builder } from '../graphql/builder';
import { AppError } from '../graphql/errors';
import { type LogEntry, type RunResult, type TestResult, judgeInputSchema } from '@platform/judge';
import { msg } from '../i18n/message';

export const TestStatusEnum = builder.enumType('TestStatus', {
  values: ['passed', 'failed', 'running'] as const,
  description: 'the server answers passed or failed; running is the client state while a run is in flight',
});

export const LogLevelEnum = builder.enumType('LogLevel', { values: ['log', 'info', 'warn', 'error'] as const });

const LogEntryType = builder.objectRef<LogEntry>('LogEntry').implement({
  description: 'one console call of the code or the tests',
  fields: (t) => ({
    level: t.field({ type: LogLevelEnum, resolve: (l) => l.level }),
    message: t.exposeString('message'),
  }),
});

const TestResultType = builder.objectRef<TestResult>('TestResult').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name', { description: 'the describe blocks and the test title, joined with ›' }),
    status: t.field({ type: TestStatusEnum, resolve: (r) => r.status }),
    duration: t.exposeInt('duration', { description: 'milliseconds' }),
    error: t.exposeString('error', { nullable: true, description: 'the failure message and stack frames' }),
    logs: t.field({ type: [LogEntryType], resolve: (r) => r.logs }),
  }),
});

export const RunResultType = builder.objectRef<RunResult>('RunResult').implement({
  fields: (t) => ({
    results: t.field({ type: [TestResultType], resolve: (r) => r.results }),
    total: t.exposeInt('total', { description: 'tests that ran' }),
    passed: t.exposeInt('passed'),
    failed: t.exposeInt('failed'),
    skipped: t.exposeInt('skipped', { description: 'tests not run: .skip, .todo, or outside a .only' }),
    hasError: t.exposeBoolean('hasError', {
      description: 'the run could not complete normally (transpile error, code threw, timeout, memory)',
    }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    logs: t.field({
      type: [LogEntryType],
      description: 'console output outside any test (top level of the code, describe bodies, beforeAll/afterAll)',
      resolve: (r) => r.logs,
    }),
  }),
});

const RunCodeInput = builder.inputType('RunCodeInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: "the learner's code (at most 100 KB)" }),
    testCode: t.string({ required: true, description: 'Jest-style tests (at most 100 KB)' }),
    language: t.string({ required: true, description: 'Javascript or Typescript, in any letter case' }),
  }),
});

// Pothos keeps one Mutation type however many domains declare it.
builder.mutationType({});

builder.mutationField('runCode', (t) =>
  t.field({
    type: RunResultType,
    description:
      'Runs code against tests in the sandboxed judge. Open to anonymous visitors (the spec lets them run tests).',
    args: { input: t.arg({ type: RunCodeInput, required: true, validate: judgeInputSchema }) },
    resolve: (_root, { input }, ctx) => {
      if (!ctx.judge) throw new AppError('BUSY', msg('judge.unavailable'));
      return ctx.judge.run(input);
    },
  }),
);

const CheckTypesInput = builder.inputType('CheckTypesInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: "the learner's types, TypeScript (at most 100 KB)" }),
    testCode: t.string({
      required: true,
      description:
        'type assertions, TypeScript (at most 100 KB): each top-level statement using Expect… or under // @ts-expect-error is a test',
    }),
  }),
});

builder.mutationField('checkTypes', (t) =>
  t.field({
    type: RunResultType,
    description:
      "Checks a type challenge's types against type assertions with the TypeScript checker; answered as a run (one test per assertion). Open to anonymous visitors, as runCode is.",
    args: {
      input: t.arg({
        type: CheckTypesInput,
        required: true,
        validate: judgeInputSchema.pick({ code: true, testCode: true }),
      }),
    },
    resolve: (_root, { input }, ctx) => {
      if (!ctx.judge) throw new AppError('BUSY', msg('judge.unavailable'));
      return ctx.judge.checkTypes(input);
    },
  }),
);

const RunUiTestsInput = builder.inputType('RunUiTestsInput', {
  fields: (t) => ({
    framework: t.string({ required: true, description: 'React, Vue or VanillaJS' }),
    files: t.field({
      type: 'JSON',
      required: true,
      description:
        "the framework's file tree as the workbench keeps it: [{ id (the path), name, isFile, code, children }]; at most 100 files and 512 KB",
    }),
    testCode: t.string({
      required: true,
      description: 'Testing Library tests (globals: screen, fireEvent, waitFor, within, mountApp, expect, jest)',
    }),
  }),
});

builder.mutationField('runUiTests', (t) =>
  t.field({
    type: RunResultType,
    description:
      "Runs a UI problem's tests against a framework's file tree in the sandboxed judge (the tree bundled on the server, a DOM in the sandbox). Open to anonymous visitors, like runCode.",
    args: { input: t.arg({ type: RunUiTestsInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      if (!ctx.judge) throw new AppError('BUSY', msg('judge.unavailable'));
      return ctx.judge.runUi({ framework: input.framework, files: input.files, testCode: input.testCode });
    },
  }),
);
