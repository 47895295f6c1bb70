// A problem sits in several books and its statue is the viewer's record in each: the book
// page reads statue(book: link), so the normalized cache keeps one status per book instead of
// the last book loaded overwriting the others.
import { describe, expect, it } from 'vitest';
import { createCache } from '../../apollo/cache';
import type { BookPageQuery as BookPageResult, ProgressStatus } from '../../gql/graphql';
import { BookPageDocument } from '../../gql/graphql';

// written as the server answers (with __typename, which the generated types leave out)
function bookWith(link: string, statue: ProgressStatus): BookPageResult {
  const answer = {
    book: {
      __typename: 'Book',
      id: `book-${link}`,
      link,
      title: link,
      description: '',
      icon: 'book',
      count: [1, statue === 'RESOLVED' ? 1 : 0],
      status: 'subscribed',
      badges: [],
      features: [],
      problems: [
        {
          __typename: 'Problem',
          id: 'shared',
          link: 'debounce',
          title: 'Debounce',
          description: '',
          category: 'JSFunction',
          kind: null,
          difficulty: 'Medium',
          minutes: 20,
          statue,
          createdAt: '2026-01-01T00:00:00.000Z',
          supportFrameworks: [],
          supportLanguages: [],
          tags: [],
          companies: [],
        },
      ],
    },
  };
  return answer as unknown as BookPageResult;
}

describe('the statue in the cache', () => {
  it('keeps one status per book for a problem listed in two books', () => {
    const cache = createCache();
    cache.writeQuery({
      query: BookPageDocument,
      variables: { link: 'top-100' },
      data: bookWith('top-100', 'RESOLVED'),
    });
    cache.writeQuery({ query: BookPageDocument, variables: { link: 'plan' }, data: bookWith('plan', 'UNRESOLVED') });

    const statueIn = (link: string) =>
      cache.readQuery({ query: BookPageDocument, variables: { link } })?.book?.problems[0]?.statue;
    expect(statueIn('top-100')).toBe('RESOLVED');
    expect(statueIn('plan')).toBe('UNRESOLVED');
    // one Problem entity, with a field per book
    const stored = cache.extract()[cache.identify({ __typename: 'Problem', id: 'shared' })!] as Record<string, unknown>;
    expect(stored['statue({"book":"top-100"})']).toBe('RESOLVED');
    expect(stored['statue({"book":"plan"})']).toBe('UNRESOLVED');
  });
});
