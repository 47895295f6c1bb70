// Selection sets the REST adapters answer with (the spec's problem shapes).
export const PROBLEM_SUMMARY_FIELDS = /* GraphQL */ `
  id title description link category difficulty supportFrameworks supportLanguages
  companies { id key icon link label color }
  tags { id key label }
  createdAt statue minutes
`;

export const PROBLEM_DETAIL_FIELDS = /* GraphQL */ `
  ${PROBLEM_SUMMARY_FIELDS}
  describe solution finishCount testCase code fileTrees kind quiz { snippet choices } rubric { key strong }
  author { id nickName avatar position }
  articles { title link }
  related { id link title difficulty }
`;
