// The search palette starts afresh every time it opens: no text, no results, the input focused
// (the previous query used to stay, so typing "x" searched "debx").
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createCache } from '../apollo/cache';
import i18n from '../i18n/i18n';
import SearchDialog from './SearchDialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open palette
      </button>
      <SearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

afterEach(cleanup);

describe('search palette', () => {
  it('opens empty with the input focused after a previous search', async () => {
    await i18n.changeLanguage('en');
    render(
      <MockedProvider mocks={[]} cache={createCache()}>
        <MemoryRouter>
          <Harness />
        </MemoryRouter>
      </MockedProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'open palette' }));
    const first = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.change(first, { target: { value: 'deb' } });
    expect((first as HTMLInputElement).value).toBe('deb');

    act(() => {
      fireEvent.keyDown(first, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'open palette' }));
    const again = (await screen.findByRole('combobox')) as HTMLInputElement;
    expect(again.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(screen.getByText('Type a word to search books and problems.')).toBeTruthy();
  });
});
