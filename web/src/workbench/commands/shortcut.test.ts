// Shortcuts as keys are pressed and shown (the Monaco side is checked in the browser).
import { describe, expect, it } from 'vitest';
import { commandById } from './registry';
import { ariaShortcut, keysOf, matches, shortcutKeys } from './shortcut';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('shortcuts', () => {
  it('match Ctrl or ⌘ as mod, and exactly the modifiers asked', () => {
    const run = { code: 'Enter', mod: true };
    expect(matches(run, key({ code: 'Enter', ctrlKey: true }))).toBe(true);
    expect(matches(run, key({ code: 'Enter', metaKey: true }))).toBe(true);
    expect(matches(run, key({ code: 'Enter' }))).toBe(false);
    expect(matches(run, key({ code: 'Enter', ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it('show as the platform names its keys', () => {
    const palette = { code: 'KeyP', mod: true, shift: true };
    expect(shortcutKeys(palette, false)).toEqual(['Ctrl', 'Shift', 'P']);
    expect(shortcutKeys(palette, true)).toEqual(['⌘', '⇧', 'P']);
    expect(shortcutKeys({ code: 'Quote', mod: true }, false)).toEqual(['Ctrl', "'"]);
    expect(ariaShortcut(palette)).toBe('Control+Shift+P Meta+Shift+P');
  });

  it("submit with Ctrl/⌘+Shift+Enter or Ctrl/⌘+', save with Ctrl/⌘+S, list shortcuts with ?", () => {
    const submit = commandById('submit')!;
    const pressed = (init: KeyboardEventInit) => keysOf(submit).some((shortcut) => matches(shortcut, key(init)));
    expect(pressed({ code: 'Enter', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(pressed({ code: 'Quote', metaKey: true })).toBe(true);
    expect(pressed({ code: 'Enter', ctrlKey: true })).toBe(false);
    expect(shortcutKeys(submit.shortcut!, false)).toEqual(['Ctrl', 'Shift', 'Enter']);
    expect(matches(commandById('save')!.shortcut!, key({ code: 'KeyS', ctrlKey: true }))).toBe(true);
    expect(shortcutKeys(commandById('shortcuts')!.shortcut!, false)).toEqual(['Shift', '/']);
  });
});
