// Copy link and the share menu of the book page in jsdom: the clipboard and its "Copied"
// confirmation, the share targets (domestic first) and the WeChat QR code.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { button, pageMock, renderBook, setUpBookPageTests } from '../bookPageHarness';

setUpBookPageTests();

describe('copy link', { timeout: 20_000 }, () => {
  it('copies the book URL and says "Copied" for 3 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderBook([pageMock('subscribed')]);
    vi.useFakeTimers();
    try {
      await act(async () => fireEvent.click(button('Copy link')));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/book/js`);
      expect(button('Copied')).toBeTruthy();
      act(() => vi.advanceTimersByTime(2900));
      expect(button('Copied')).toBeTruthy();
      act(() => vi.advanceTimersByTime(200));
      expect(button('Copy link')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a clipboard failure and does not confirm', async () => {
    const failure = new DOMException('denied', 'NotAllowedError');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(failure) },
      configurable: true,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderBook([pageMock('subscribed')]);
    await act(async () => fireEvent.click(button('Copy link')));
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });
});

describe('share', { timeout: 20_000 }, () => {
  it('lists domestic targets first and shows a WeChat QR code of the book URL', async () => {
    await renderBook([pageMock('subscribed')]);
    fireEvent.click(button('Share'));
    const menu = await screen.findByRole('dialog', { name: 'Share this book' });
    await within(menu).findByRole('button', { name: 'WeChat' }); // the inside loads on first open
    const targets = [...menu.querySelectorAll('[data-target]')].map((el) => el.getAttribute('data-target'));
    expect(targets.slice(0, 6)).toEqual(['wechat', 'weibo', 'qq', 'qzone', 'douban', 'tieba']);
    expect(targets.length).toBeGreaterThanOrEqual(24);

    const weibo = within(menu).getByRole('link', { name: /Weibo/ });
    expect(weibo.getAttribute('target')).toBe('_blank');
    expect(weibo.getAttribute('rel')).toBe('noopener noreferrer');
    const shared = new URL(weibo.getAttribute('href')!);
    expect(shared.searchParams.get('url')).toBe(`${window.location.origin}/book/js`);
    expect(shared.searchParams.get('title')).toBe('JavaScript Essentials');
    expect(within(menu).getByRole('link', { name: 'Email' }).getAttribute('target')).toBeNull();

    fireEvent.click(within(menu).getByRole('button', { name: 'WeChat' }));
    const qr = await screen.findByRole('img', { name: 'QR code of the link to this book' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText(`${window.location.origin}/book/js`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'WeChat' })).toBe(document.activeElement);
  });
});
