// The report-a-problem mutation (thin: the reports service decides).
import { builder } from '../graphql/builder';

const ReportInput = builder.inputType('ReportInput', {
  fields: (t) => ({
    content: t.string({ required: false, description: 'what is wrong (required, at most 2000 characters)' }),
    problemId: t.string({ required: false, description: "the problem's id or link" }),
  }),
});

builder.mutationField('reportProblem', (t) =>
  t.boolean({
    description: 'stores a report about a problem (or the site) with the viewer, when signed in; rate-limited',
    args: { input: t.arg({ type: ReportInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.reports.submit(input, { ip: ctx.accounts.meta(ctx.request).ip, userId: ctx.viewer?.id ?? null }),
  }),
);
