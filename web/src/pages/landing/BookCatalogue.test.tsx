// The landing page's book catalogue: a card per book linking to its page, "load more".
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { homeBook, homeBooksResult } from '../../test/fixtures';
import { HomeBooksDocument } from '../../gql/graphql';
import { BOOKS_PAGE_SIZE } from './BookCatalogue';
import { at } from '../../test/at';

describe('landing page book catalogue', () => {
  it('renders a card per book linking to the book page', { timeout: 20_000 }, async () => {
    const books = [homeBook('js', 'JavaScript Essentials', 12), homeBook('react', 'React in Depth', 1)];
    await renderRoute('/', [
      {
        request: { query: HomeBooksDocument, variables: { first: BOOKS_PAGE_SIZE } },
        result: { data: homeBooksResult(books, true) },
      },
    ]);

    const first = await screen.findByRole('link', { name: /JavaScript Essentials/ }, { timeout: 8000 });
    expect(first.getAttribute('href')).toBe('/book/js-link');
    expect(within(first).getByText('12 problems')).toBeTruthy();
    expect(within(first).getByText('Popular')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /React in Depth/ })).getByText('1 problem')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more books' })).toBeTruthy();
    expect(document.title).toBe('Front-end interview prep · Frontend Forge');
    // signed out: the hero's primary button goes to the guide, the secondary to /contribute
    expect(screen.getByTestId('hero-primary').getAttribute('href')).toBe('/guide');
    expect(at(screen.getAllByRole('link', { name: 'Contribute' }), 0).getAttribute('href')).toBe('/contribute');
  });
});
