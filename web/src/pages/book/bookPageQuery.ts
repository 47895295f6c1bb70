// Everything the book page shows: the book's header, the viewer's counts and its problems.

export { BookPageDocument as BookPageQuery } from '../../gql/graphql';
