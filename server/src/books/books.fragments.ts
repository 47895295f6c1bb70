// Selection sets the REST adapters answer with (the spec's book shape).
import { PROBLEM_SUMMARY_FIELDS } from '../problems/problems.fragments';

export const BOOK_FIELDS = /* GraphQL */ `
  id link title description icon details status count
  badges { label { en zhCN } color }
  features { icon label { en zhCN } }
  creator { id nickName }
`;

export const BOOK_WITH_PROBLEMS_FIELDS = /* GraphQL */ `
  ${BOOK_FIELDS}
  problems { ${PROBLEM_SUMMARY_FIELDS} }
`;
