// The placeholder problem page: enough to read the statement until the workbench lands.
import { graphql } from '../../gql';

export const ProblemPageQuery = graphql(`
  query ProblemPage($link: String!) {
    problem(link: $link) {
      id
      link
      title
      describe
      category
      difficulty
      minutes
    }
  }
`);
