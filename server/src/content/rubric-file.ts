// A front-end system design problem's rubric (`rubric.yaml` beside problem.yaml of an Article whose
// `kind` is SystemDesign): for each criterion an interviewer scores, what a strong answer covers.
// Every criterion is present, in this order, so learners can compare designs criterion by criterion.
import { z } from 'zod';

export const RUBRIC_FILE = 'rubric.yaml';
/** what a design round is scored on, in the order the rubric lists them */
export const RUBRIC_CRITERIA = [
  'architecture',
  'dataModel',
  'api',
  'performance',
  'accessibility',
  'i18n',
  'security',
] as const;
export const RUBRIC_MIN_POINTS = 2;
export const RUBRIC_MAX_POINTS = 8;


const point = z.string().trim().min(1, 'must not be empty').max(400);
const points = z.array(point).min(RUBRIC_MIN_POINTS).max(RUBRIC_MAX_POINTS);

const criterion = z
  .strictObject({
    key: z.enum(RUBRIC_CRITERIA),
    /** what a strong answer covers, one point per line, in both languages */
    strong: z.strictObject({ en: points, zhCN: points }),
  })
  .refine((entry) => entry.strong.en.length === entry.strong.zhCN.length, {
    message: 'strong.en and strong.zhCN must list the same number of points',
    path: ['strong'],
  });

export const rubricFile = z
  .strictObject({ criteria: z.array(criterion) })
  .superRefine((rubric, ctx) => {
    const keys = rubric.criteria.map((entry) => entry.key);
    if (keys.join() !== RUBRIC_CRITERIA.join()) {
      ctx.addIssue({ code: 'custom', path: ['criteria'], message: `must list the criteria ${RUBRIC_CRITERIA.join(', ')}, each once, in this order` });
    }
  });

export type Rubric = z.output<typeof rubricFile>['criteria'];
