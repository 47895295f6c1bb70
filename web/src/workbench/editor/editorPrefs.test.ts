// The editor preferences as this browser keeps them: keymap and autocomplete read back safely,
// an account's set replaces the browser's, and autocomplete off turns every kind of suggestion off.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  autocompleteOptions,
  parseAutocomplete,
  parseKeymap,
  storeAccountPrefs,
  useAutocomplete,
  useEditorTheme,
  useKeymap,
  useStoredFontSize,
} from './editorPrefs';

afterEach(() => localStorage.clear());

describe('editor preferences', () => {
  it('read a keymap and autocomplete, anything unknown as the defaults', () => {
    expect(parseKeymap('vim')).toBe('vim');
    expect(parseKeymap('emacs')).toBe('emacs');
    expect(parseKeymap('nano')).toBe('default');
    expect(parseKeymap(null)).toBe('default');
    expect(parseAutocomplete('off')).toBe(false);
    expect(parseAutocomplete('on')).toBe(true);
    expect(parseAutocomplete(null)).toBe(true);
  });

  it('keep the keymap and autocomplete in this browser, and every hook sees a change', () => {
    const keymap = renderHook(() => useKeymap());
    const autocomplete = renderHook(() => useAutocomplete());
    expect(keymap.result.current[0]).toBe('default');
    act(() => keymap.result.current[1]('vim'));
    act(() => autocomplete.result.current[1](false));
    expect(renderHook(() => useKeymap()).result.current[0]).toBe('vim');
    expect(autocomplete.result.current[0]).toBe(false);
    expect(localStorage.getItem('workbench.autocomplete')).toBe('off');
  });

  it('let an account’s preferences replace the browser’s', () => {
    const font = renderHook(() => useStoredFontSize());
    const theme = renderHook(() => useEditorTheme());
    const keymap = renderHook(() => useKeymap());
    act(() => font.result.current[1](18));
    act(() => keymap.result.current[1]('emacs'));
    act(() => storeAccountPrefs({ keymap: 'vim', autocomplete: false, fontSize: null, editorTheme: 'github-dark' }));
    expect(keymap.result.current[0]).toBe('vim');
    expect(font.result.current[0]).toBeNull();
    expect(theme.result.current[0]).toBe('github-dark');
    expect(renderHook(() => useAutocomplete()).result.current[0]).toBe(false);
  });

  it('turn every suggestion off with autocomplete, and on again', () => {
    expect(autocompleteOptions(false)).toEqual({
      quickSuggestions: false,
      suggestOnTriggerCharacters: false,
      wordBasedSuggestions: 'off',
      parameterHints: { enabled: false },
      inlineSuggest: { enabled: false },
    });
    expect(autocompleteOptions(true)).toMatchObject({ quickSuggestions: true, parameterHints: { enabled: true } });
  });
});
