// The home page's catalogue: one page of books (see BOOKS_PAGE_SIZE) with what a card shows.
import { graphql } from '../../gql';

export const BOOKS_PAGE_SIZE = 24;

export const HomeBooksQuery = graphql(`
  query HomeBooks($first: Int!, $after: String) {
    books(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          link
          title
          description
          icon
          count
          badges {
            color
            label {
              en
              zhCN
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
