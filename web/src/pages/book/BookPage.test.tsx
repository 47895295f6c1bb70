import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { bookPageResult } from '../../test/fixtures';
import { BookPageDocument } from '../../gql/graphql';

describe('BookPage', () => {
  it('replaces the URL with /404 when the book does not exist', { timeout: 20_000 }, async () => {
    const { location, navigationType } = await renderRoute('/book/missing', [
      { request: { query: BookPageDocument, variables: { link: 'missing' } }, result: { data: bookPageResult(null) } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/404'));
    expect(navigationType()).toBe('REPLACE');
  });
});
