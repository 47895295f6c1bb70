import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { bookPageResult } from '../../test/fixtures';
import { BookPageQuery } from './bookPageQuery';

describe('BookPage', () => {
  it('replaces the URL with /404 when the book does not exist', async () => {
    const { router } = await renderRoute('/book/missing', [
      { request: { query: BookPageQuery, variables: { link: 'missing' } }, result: { data: bookPageResult(null) } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
