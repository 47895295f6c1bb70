// The placeholder problem page: enough to read the statement until the workbench lands.

export { ProblemPageDocument as ProblemPageQuery } from '../../gql/graphql';
