// A system design problem's rubric over GraphQL: for each criterion an interviewer scores
// (architecture, data model, API, …), what a strong answer covers, in the request's language.
// Stored by the seed from rubric.yaml (content/rubric-file.ts); [] for every other problem.
import { RUBRIC_CRITERIA, type Rubric } from '../content/rubric-file';
import { builder } from '../graphql/builder';
import { LocaleEnum } from '../graphql/common-types';

const RubricCriterionKeyEnum = builder.enumType('RubricCriterionKey', { values: RUBRIC_CRITERIA });

const RubricCriterionType = builder.simpleObject('RubricCriterion', {
  fields: (t) => ({
    key: t.field({ type: RubricCriterionKeyEnum, description: 'what is scored' }),
    strong: t.stringList({ description: 'what a strong answer covers, one point per entry' }),
  }),
});

/** the rubric column of a problem row, or [] when it holds none */
function storedRubric(value: unknown): Rubric {
  return Array.isArray(value) ? (value as Rubric) : [];
}

builder.prismaObjectFields('Problem', (t) => ({
  rubric: t.field({
    type: [RubricCriterionType],
    description:
      "a SystemDesign problem's rubric, criteria in scoring order, in the request language unless locale is given; [] for other problems",
    args: { locale: t.arg({ type: LocaleEnum, required: false }) },
    select: { rubric: true },
    resolve: (p, args, ctx) =>
      storedRubric(p.rubric).map(({ key, strong }) => ({
        key,
        strong: (args.locale ?? ctx.locale) === 'en' ? strong.en : strong.zhCN,
      })),
  }),
}));
