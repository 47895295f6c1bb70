// Everything the book page shows: the book's header, the viewer's counts and its problems.
import { graphql } from '../../gql';

export const BookPageQuery = graphql(`
  query BookPage($link: String!) {
    book(link: $link) {
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
      features {
        icon
        label {
          en
          zhCN
        }
      }
      problems {
        id
        link
        title
        category
        difficulty
        minutes
        statue
        tags {
          id
          key
          label
        }
      }
    }
  }
`);
