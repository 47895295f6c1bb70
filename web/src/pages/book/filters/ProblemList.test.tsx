// The book's problem list with its search, chips, sort and filters, rendered in jsdom with a
// memory router: what the visitor sees and what lands in the URL.
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '../../../apollo/cache';
import i18n from '../../../i18n/i18n';
import { ProblemList } from '../ProblemList';
import type { BookProblem } from '../ProblemRow';
import { at } from '../../../test/at';

const text = (en: string, zhCN: string) => ({ en, zhCN });

function bookProblem(id: string, fields: Partial<BookProblem>): BookProblem {
  return {
    id,
    link: id,
    title: id,
    description: '',
    category: 'JSFunction',
    kind: null,
    difficulty: 'Medium',
    minutes: 20,
    statue: 'UNRESOLVED',
    createdAt: '2025-01-01T00:00:00.000Z',
    supportFrameworks: [],
    supportLanguages: ['Javascript'],
    tags: [],
    companies: [],
    ...fields,
  };
}

const problems: BookProblem[] = [
  bookProblem('p-prepare', {
    title: 'How to prepare',
    description: 'A plan for the weeks before the interview.',
    category: 'Article',
    difficulty: 'Easy',
    minutes: 15,
    supportLanguages: [],
  }),
  bookProblem('p-debounce', {
    title: 'Implement debounce',
    description: 'Delay a function until calls stop.',
    minutes: 20,
    tags: [{ id: 't1', key: 'closure', label: text('Closure', '闭包') }],
    companies: [{ id: 'c1', key: 'google', label: text('Google', '谷歌'), icon: 'google' }],
  }),
  bookProblem('p-closures', {
    title: 'What is a closure?',
    description: 'Functions remember their scope.',
    category: 'Knowledge',
    difficulty: 'Easy',
    minutes: 10,
    tags: [{ id: 't1', key: 'closure', label: text('Closure', '闭包') }],
  }),
  bookProblem('p-accordion', {
    title: 'Build an accordion',
    description: 'Sections that expand one at a time.',
    category: 'UICoding',
    difficulty: 'Hard',
    minutes: 45,
    supportLanguages: ['Javascript', 'HTML'],
    companies: [{ id: 'c2', key: 'meta', label: text('Meta', 'Meta'), icon: 'meta' }],
  }),
  bookProblem('p-curry', {
    title: 'Implement curry',
    description: 'Partial application.',
    difficulty: 'Hard',
    minutes: 25,
    supportLanguages: ['Javascript', 'Typescript'],
  }),
];

const current: { location?: Location; navigate?: NavigateFunction; navigationType?: NavigationType } = {};

/** records the router's state after each commit (a render itself stays pure) */
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    Object.assign(current, { location, navigate, navigationType });
  }, [location, navigate, navigationType]);
  return null;
}

async function renderList(path = '/book/js', list: BookProblem[] = problems) {
  await i18n.changeLanguage('en');
  render(
    <MockedProvider mocks={[]} cache={createCache()}>
      <MemoryRouter initialEntries={[path]}>
        <ProblemList bookLink="js" problems={list} />
        <Probe />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** The titles in the order shown, each with the number its row shows. */
function rows(options: { hidden?: boolean } = {}) {
  return screen.getAllByRole('link', options).map((link) => {
    const number = link.closest('li')!.textContent!.match(/^\d+/)?.[0];
    return `${number} ${link.textContent}`;
  });
}

const summary = () => screen.getByTestId('filter-summary').textContent;
const query = () => new URLSearchParams(current.location!.search);
const chip = (name: RegExp) => screen.getByRole('button', { name });
const sidebar = () => screen.getByRole('complementary', { name: /^Filters/ });

// jsdom has no media queries; the drawer listens for the sidebar's breakpoint
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});
afterEach(cleanup);

describe('ProblemList filters', () => {
  it('shows the whole book in book order with its total time', async () => {
    await renderList();
    expect(rows()).toEqual([
      '1 How to prepare',
      '2 Implement debounce',
      '3 What is a closure?',
      '4 Build an accordion',
      '5 Implement curry',
    ]);
    expect(summary()).toContain('5 problems');
    expect(summary()).toContain('1 h 55 min');
    expect(chip(/^All/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('filters by category chips (several at once), counts them and writes the URL', async () => {
    await renderList();
    expect(chip(/^JS function/).textContent).toContain('2');
    fireEvent.click(chip(/^JS function/));
    fireEvent.click(chip(/^Knowledge/));
    expect(chip(/^JS function/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^All/).getAttribute('aria-pressed')).toBe('false');
    expect(rows()).toEqual(['2 Implement debounce', '3 What is a closure?', '5 Implement curry']);
    expect(summary()).toContain('3 of 5 problems');
    expect(summary()).toContain('55 min');
    expect(query().getAll('category')).toEqual(['JSFunction', 'Knowledge']);

    fireEvent.click(chip(/^All/));
    expect(rows()).toHaveLength(5);
    expect(query().has('category')).toBe(false);
  });

  it('searches titles and descriptions as you type, replacing the history entry', async () => {
    await renderList();
    const box = screen.getByRole('searchbox', { name: 'Search in this book' });
    fireEvent.change(box, { target: { value: 'SCOPE' } });
    expect(rows()).toEqual(['3 What is a closure?']);
    expect(query().get('q')).toBe('SCOPE');
    expect(current.navigationType).toBe('REPLACE');

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(rows()).toHaveLength(5);
  });

  it('combines difficulty boxes (any of) with other groups (all of) and counts per value', async () => {
    await renderList();
    const groups = within(sidebar());
    // only groups the book has values for
    expect(groups.queryByRole('group', { name: /Frameworks/ })).toBeNull();
    expect(groups.getByRole('group', { name: /Difficulty/ })).toBeTruthy();

    fireEvent.click(groups.getByRole('checkbox', { name: 'Easy (2 problems)' }));
    fireEvent.click(groups.getByRole('checkbox', { name: 'Hard (2 problems)' }));
    expect(rows()).toEqual(['1 How to prepare', '3 What is a closure?', '4 Build an accordion', '5 Implement curry']);

    fireEvent.click(groups.getByRole('checkbox', { name: 'TypeScript (1 problem)' }));
    expect(rows()).toEqual(['5 Implement curry']);
    expect(query().getAll('difficulty')).toEqual(['Easy', 'Hard']);
    expect(query().getAll('language')).toEqual(['Typescript']);
    // counts follow the other groups: of the TypeScript problems, none is Easy
    expect(groups.getByRole('checkbox', { name: 'Easy (0 problems)' })).toBeTruthy();
    expect(at(screen.getAllByTestId('filter-count'), 0).textContent).toContain('3 active filters');
  });

  it('sorts from the menu and keeps the book numbers', async () => {
    await renderList();
    const trigger = screen.getByRole('button', { name: 'Sort: Book order' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Title, Z to A' }));
    expect(rows()).toEqual([
      '3 What is a closure?',
      '2 Implement debounce',
      '5 Implement curry',
      '1 How to prepare',
      '4 Build an accordion',
    ]);
    expect(query().get('sort')).toBe('TITLE_DESC');

    // focus goes back to the menu's button once an order is picked
    const renamed = screen.getByRole('button', { name: 'Sort: Title, Z to A' });
    await waitFor(() => expect(document.activeElement).toBe(renamed));
    fireEvent.keyDown(renamed, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Hardest first' }));
    expect(rows()).toEqual([
      '4 Build an accordion',
      '5 Implement curry',
      '2 Implement debounce',
      '1 How to prepare',
      '3 What is a closure?',
    ]);
  });

  it('restores a shared view from the URL, ignoring values it does not know', async () => {
    await renderList('/book/js?q=implement&category=JSFunction&category=Poetry&company=google&tag=nope&sort=TITLE_ASC');
    expect(rows()).toEqual(['2 Implement debounce']);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('implement');
    expect(within(sidebar()).getByRole('checkbox', { name: /^Google/ })).toHaveProperty('checked', true);
    // search + 1 category + 1 company + sort; "Poetry" and the unknown tag do not count
    expect(at(screen.getAllByTestId('filter-count'), 0).textContent).toContain('4 active filters');
    // the view travels with the problem link, for the workbench's previous/next
    const href = screen.getByRole('link', { name: 'Implement debounce' }).getAttribute('href')!;
    expect(href.split('?')[0]).toBe('/book/js/problem/p-debounce');
    expect(new URLSearchParams(href.split('?')[1]).getAll('company')).toEqual(['google']);
  });

  it('offers a way out of an empty result, and "Clear all" resets everything', async () => {
    await renderList('/book/js?q=zzz&sort=TITLE_DESC');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(summary()).toContain('0 of 5 problems');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rows()).toHaveLength(5);
    expect(query().toString()).toBe('sort=TITLE_DESC'); // the sort is not a filter

    fireEvent.click(at(screen.getAllByRole('button', { name: 'Clear all' }), 0));
    expect(query().toString()).toBe('');
    expect(screen.getByRole('button', { name: 'Sort: Book order' })).toBeTruthy();
  });

  it('starts clean when the URL loses its query (a link to the unfiltered book)', async () => {
    await renderList('/book/js?q=curry&difficulty=Hard');
    expect(rows()).toEqual(['5 Implement curry']);
    await act(async () => current.navigate!('/book/js'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(rows()).toHaveLength(5);
    expect(within(sidebar()).getByRole('checkbox', { name: /^Hard/ })).toHaveProperty('checked', false);
  });

  it('opens the filter drawer from the Filters button and closes it with "Show n results"', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const drawer = await screen.findByRole('dialog', { name: /Filters/ });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /^Hard/ }));
    // the modal drawer hides the page from assistive tech meanwhile
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(rows({ hidden: true })).toEqual(['4 Build an accordion', '5 Implement curry']);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show 2 results' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Filters/ }).textContent).toContain('1 active filter');
  });

  it('shortens long groups until "Show all", keeping ticked values in view', async () => {
    const keys = 'abcdefghij'.split('');
    const tags = keys.map((key) => ({ id: key, key, label: text(`Tag ${key.toUpperCase()}`, `标签 ${key}`) }));
    await renderList('/book/js?tag=j', [bookProblem('many', { tags })]);
    const group = within(within(sidebar()).getByRole('group', { name: /^Tags/ }));
    // 8 first values plus the ticked tenth
    expect(group.getAllByRole('checkbox')).toHaveLength(9);
    expect(group.getByRole('checkbox', { name: /^Tag J/ })).toHaveProperty('checked', true);
    expect(group.queryByRole('checkbox', { name: /^Tag I/ })).toBeNull();
    fireEvent.click(group.getByRole('button', { name: 'Show all 10' }));
    expect(group.getAllByRole('checkbox')).toHaveLength(10);
    expect(group.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
  });
});
