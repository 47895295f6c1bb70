// The admin pages through the real route table, with the API mocked: who gets the page, the
// failed first load (message and retry), the language columns, the empty list, and an add
// whose new row comes from the cache update (no refetch) — and the API's 409 on the key.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminTagsDocument, CreateTagDocument } from '../../gql/graphql';
import { setSession } from '../../auth/session';
import { renderRoute } from '../../test/renderRoute';
import { DUPLICATE_KEY_MESSAGE } from './errors';
import { at } from '../../test/at';

const tag = (id: string, key: string, label: Record<string, string>) => ({
  __typename: 'Tag' as const,
  id,
  key,
  label,
});
const signedInAs = (role: string) =>
  setSession({ status: 'authenticated', user: { id: 'u1', username: 'ada', nickName: 'Ada', role } });
const tagsResult = (tags: ReturnType<typeof tag>[]) => ({ data: { tags } });

afterEach(() => {
  cleanup();
  setSession({ status: 'checking' });
});

describe('admin pages', () => {
  it('shows a signed-in non-admin the administrators-only state', { timeout: 20_000 }, async () => {
    signedInAs('user');
    await renderRoute('/admin/tag', []);
    expect(await screen.findByRole('heading', { name: 'Administrators only' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(/ada is not an administrator account/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sends an anonymous visitor to /login, to come back after', { timeout: 20_000 }, async () => {
    setSession({ status: 'anonymous' });
    const { location } = await renderRoute('/admin/company', []);
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 8000 });
    expect(location().state).toEqual({ from: '/admin/company' });
  });

  it('retries a failed load, then shows one column per language', { timeout: 20_000 }, async () => {
    signedInAs('admin');
    await renderRoute('/admin/tag', [
      { request: { query: AdminTagsDocument }, result: { errors: [new GraphQLError('Database is resting.')] } },
      {
        request: { query: AdminTagsDocument },
        result: tagsResult([tag('1', 'react', { en: 'React', zhCN: 'React', ja: 'リアクト' })]),
      },
    ]);
    const alert = await screen.findByText('Could not load the list', {}, { timeout: 8000 });
    const panel = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(panel).getByText('Database is resting.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));

    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Key', 'English (en)', '简体中文 (zhCN)', '日本語 (ja)', 'Actions']);
    expect(within(table).getByRole('rowheader').textContent).toBe('react');
    expect(within(table).getByText('リアクト')).toBeTruthy();
  });

  it('adds a tag into the cached list, and puts the API 409 on the key field', { timeout: 30_000 }, async () => {
    signedInAs('admin');
    const label = JSON.stringify({ en: 'Hooks', zhCN: '钩子' });
    await renderRoute('/admin/tag', [
      { request: { query: AdminTagsDocument }, result: tagsResult([]) },
      {
        request: { query: CreateTagDocument, variables: { input: { key: 'taken', label } } },
        result: {
          errors: [new GraphQLError(DUPLICATE_KEY_MESSAGE, { extensions: { code: 'CONFLICT', field: 'key' } })],
        },
      },
      {
        request: { query: CreateTagDocument, variables: { input: { key: 'hooks', label } } },
        result: { data: { createTag: tag('9', 'hooks', { en: 'Hooks', zhCN: '钩子' }) } },
      },
    ]);
    expect(await screen.findByText('No tags yet.', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(at(screen.getAllByRole('button', { name: 'Add tag' }), 0));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tag' });
    const key = within(dialog).getByLabelText('Key');
    fireEvent.change(key, { target: { value: 'taken' } });
    fireEvent.change(within(dialog).getByLabelText('English (en) label'), { target: { value: 'Hooks' } });
    fireEvent.change(within(dialog).getByLabelText('简体中文 (zhCN) label'), { target: { value: '钩子' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(key.getAttribute('aria-invalid')).toBe('true'), { timeout: 8000 });
    expect(within(dialog).getByText(DUPLICATE_KEY_MESSAGE)).toBeTruthy();

    fireEvent.change(key, { target: { value: 'hooks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    expect(within(table).getByRole('rowheader').textContent).toBe('hooks');
    expect(within(table).getByText('钩子')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    expect(screen.getByText('1 tag')).toBeTruthy();
  });
});
