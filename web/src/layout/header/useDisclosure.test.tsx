// The header menus' disclosure: the button tells whether its panel is shown, and the panel
// closes on Escape (focus back on the button), a click outside, focus leaving the menu and a
// route change.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, MemoryRouter } from 'react-router';
import { useDisclosure } from './useDisclosure';

afterEach(cleanup);

function Menu() {
  const { open, setOpen, panelId, rootProps, buttonProps } = useDisclosure();
  return (
    <div {...rootProps}>
      <button {...buttonProps} onClick={() => setOpen((value) => !value)}>
        Menu
      </button>
      <div id={panelId} hidden={!open}>
        <Link to="/elsewhere">Elsewhere</Link>
      </div>
    </div>
  );
}

function renderMenu() {
  render(
    <MemoryRouter>
      <Menu />
      <button type="button">Outside</button>
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  const openMenu = () => {
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  };
  return { button, openMenu, isOpen: () => button.getAttribute('aria-expanded') === 'true' };
}

describe('useDisclosure', () => {
  it('ties the button to its panel and toggles it', () => {
    const { button, openMenu, isOpen } = renderMenu();
    expect(button.getAttribute('type')).toBe('button');
    expect(isOpen()).toBe(false);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    openMenu();
    expect(panel.hidden).toBe(false);
    fireEvent.click(button);
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and returns focus to the button, without letting Escape reach outer handlers', () => {
    const { button, openMenu, isOpen } = renderMenu();
    openMenu();
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    link.focus();
    let reachedDocument = false;
    const onKeyDown = () => (reachedDocument = true);
    document.addEventListener('keydown', onKeyDown);
    fireEvent.keyDown(link, { key: 'Escape' });
    document.removeEventListener('keydown', onKeyDown);
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(reachedDocument).toBe(false);
  });

  it('closes on a click outside, but not on one inside', () => {
    const { openMenu, isOpen } = renderMenu();
    openMenu();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(isOpen()).toBe(false);
  });

  it('closes when focus leaves the menu, but not when it moves inside', () => {
    const { button, openMenu, isOpen } = renderMenu();
    openMenu();
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    fireEvent.blur(button, { relatedTarget: link });
    expect(isOpen()).toBe(true);
    fireEvent.blur(link, { relatedTarget: screen.getByRole('button', { name: 'Outside' }) });
    expect(isOpen()).toBe(false);
  });

  it('closes on a route change', () => {
    const { openMenu, isOpen } = renderMenu();
    openMenu();
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).click());
    expect(isOpen()).toBe(false);
  });
});
