// Response builders for component tests. They carry the __typename fields Apollo's cache
// expects; the generated result types omit them, so objects are built first and then
// returned (structural typing accepts the extra field).
import type { BookPageQuery, HomeBooksQuery } from '../gql/graphql';

type HomeBook = HomeBooksQuery['books']['edges'][number]['node'];

const text = (en: string, zhCN: string) => ({ __typename: 'LocalizedText', en, zhCN });

export function homeBook(id: string, title: string, total: number): HomeBook {
  const book = {
    __typename: 'Book',
    id,
    link: `${id}-link`,
    title,
    description: `${title} description`,
    icon: 'javascript',
    count: [total, 0],
    badges: [{ __typename: 'BookBadge', color: 'blue', label: text('Popular', '热门') }],
  };
  return book;
}

export function homeBooksResult(books: HomeBook[], hasNextPage = false): HomeBooksQuery {
  const result = {
    books: {
      __typename: 'QueryBooksConnection',
      totalCount: books.length,
      edges: books.map((node) => ({ __typename: 'QueryBooksConnectionEdge', cursor: `cursor-${node.id}`, node })),
      pageInfo: {
        __typename: 'PageInfo',
        hasNextPage,
        endCursor: books.length ? `cursor-${books.at(-1)?.id}` : null,
      },
    },
  };
  return result;
}

export function bookPageResult(book: NonNullable<BookPageQuery['book']> | null): BookPageQuery {
  return { book };
}
