// The search palette (loaded on first open). The shared modal dialog (focus trap, Escape,
// scroll lock) with a combobox input and a listbox of results grouped Books then Problems.
// Requests are debounced 300 ms; blank text sends nothing. Arrow keys move with wraparound,
// Enter opens, Escape closes. Empty, loading and no-results states each have a message.
// Every opening starts afresh: the panel (text, results, selection) lives inside the dialog's
// content, which unmounts when it closes, so it reopens empty with the input focused.
import { useQuery } from '@apollo/client/react';
import { BookOpen, CornerDownLeft, FileCode2, LoaderCircle, Search } from 'lucide-react';
import { type Ref, useEffect, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bookPath, standaloneProblemPath } from '../app/paths';
import { DifficultyLabel } from '../components/DifficultyLabel';
import { Dialog, DialogTitle } from '../components/dialog/Dialog';
import { DialogCloseButton } from '../components/dialog/DialogCloseButton';
import { SEARCH_DEBOUNCE_MS } from '../config/site';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { type Difficulty, type ProblemKind, SearchPaletteDocument } from '../gql/graphql';
import { moveSelection } from './selection';
import { releaseKeys } from './typeahead';

/** results per group (books, problems) */
const SEARCH_LIMIT = 8;

interface ResultItem {
  key: string;
  kind: 'book' | 'problem';
  title: string;
  to: string;
  difficulty?: Difficulty;
  /** a problem of a kind (an output quiz…): named beside its difficulty */
  problemKind?: ProblemKind | null;
}

export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const panel = useRef<PanelHandle>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      layout={{ kind: 'modal', size: '2xl', placement: 'top' }}
      aria-describedby={undefined}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        panel.current?.takeFocus();
      }}
    >
      <SearchPanel ref={panel} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

interface PanelHandle {
  takeFocus: () => void;
}

function SearchPanel({ onClose, ref }: { onClose: () => void; ref: Ref<PanelHandle> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading, error } = useQuery(SearchPaletteDocument, {
    variables: { q: debounced, limit: SEARCH_LIMIT },
    skip: !debounced,
  });

  useEffect(() => {
    if (error) console.error('search failed', error); // spec §8: logged only
  }, [error]);

  const items = useMemo<ResultItem[]>(() => {
    if (!debounced || !data) return [];
    return [
      ...data.search.books.map((b) => ({
        key: `b-${b.id}`,
        kind: 'book' as const,
        title: b.title,
        to: bookPath(b.link),
      })),
      ...data.search.problems.map((p) => ({
        key: `p-${p.id}`,
        kind: 'problem' as const,
        title: p.title,
        to: standaloneProblemPath(p.link),
        difficulty: p.difficulty,
        problemKind: p.kind,
      })),
    ];
  }, [data, debounced]);

  // new results: the first is active (adjusted while rendering)
  const [activeFor, setActiveFor] = useState(items);
  if (activeFor !== items) {
    setActiveFor(items);
    setActive(items.length ? 0 : -1);
  }

  // The dialog's first focus: the input, with what was typed while the palette loaded; the DOM
  // value at once, so a key arriving before React renders extends it rather than replacing it.
  useImperativeHandle(ref, () => ({
    takeFocus: () => {
      const input = inputRef.current;
      if (!input) return;
      input.focus();
      const typed = releaseKeys();
      if (typed) {
        input.value = typed;
        setText(typed);
      }
    },
  }));

  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const trimmed = text.trim();
  const pending = trimmed !== '' && (trimmed !== debounced || loading);
  const state: 'empty' | 'loading' | 'none' | 'results' = !trimmed
    ? 'empty'
    : pending
      ? 'loading'
      : items.length
        ? 'results'
        : 'none';

  const openItem = (item: ResultItem | undefined) => {
    if (!item) return;
    onClose();
    navigate(item.to);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => moveSelection(index, event.key === 'ArrowDown' ? 1 : -1, items.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (state === 'results') openItem(items[active]);
    }
  };

  const books = items.filter((item) => item.kind === 'book');
  const problems = items.filter((item) => item.kind === 'problem');

  const renderGroup = (label: string, group: ResultItem[], offset: number) =>
    group.length > 0 && (
      <div role="group" aria-label={label} className="py-1">
        <div
          aria-hidden="true"
          className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
        >
          {label}
        </div>
        {group.map((item, i) => {
          const index = offset + i;
          const selected = index === active;
          const Icon = item.kind === 'book' ? BookOpen : FileCode2;
          return (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the combobox pattern: focus stays in the search box, which moves the active option (aria-activedescendant) and opens it with Enter; options are not focusable by design
            <div
              key={item.key}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              onMouseMove={() => setActive(index)}
              onClick={() => openItem(item)}
              className={`mx-1 flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm ${
                selected ? 'bg-indigo-600 text-white dark:bg-indigo-500' : 'text-slate-700 dark:text-slate-200'
              }`}
            >
              <Icon
                aria-hidden="true"
                className={`size-4 shrink-0 ${selected ? 'text-indigo-100' : 'text-slate-400 dark:text-slate-500'}`}
              />
              <span className="min-w-0 flex-1 truncate">{item.title}</span>
              {item.problemKind && (
                <span
                  className={`shrink-0 text-xs ${selected ? 'text-indigo-100' : 'text-slate-500 dark:text-slate-400'}`}
                >
                  {t(`problem.kind.${item.problemKind}`)}
                </span>
              )}
              {item.difficulty && <DifficultyLabel difficulty={item.difficulty} />}
              {selected && <CornerDownLeft aria-hidden="true" className="size-4 shrink-0 text-indigo-100" />}
            </div>
          );
        })}
      </div>
    );

  return (
    <>
      <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700">
        {state === 'loading' ? (
          <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-indigo-500" />
        ) : (
          <Search aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
        )}
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={state === 'results'}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={state === 'results' && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={t('search.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-400 focus:outline-none dark:text-white dark:placeholder:text-slate-500"
        />
        <DialogCloseButton label={t('search.close')} />
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.label')}
          className={state === 'results' ? 'py-1' : 'hidden'}
        >
          {state === 'results' && (
            <>
              {renderGroup(t('search.books'), books, 0)}
              {renderGroup(t('search.problems'), problems, books.length)}
            </>
          )}
        </div>
        <p
          role="status"
          className={
            state === 'results' ? 'sr-only' : 'px-6 py-12 text-center text-sm text-slate-500 dark:text-slate-400'
          }
        >
          {state === 'empty' && t('search.empty')}
          {state === 'loading' && t('search.loading')}
          {state === 'none' && t('search.noResults', { query: trimmed })}
          {state === 'results' && t('search.results', { count: items.length })}
        </p>
      </div>

      <div className="hidden items-center gap-4 border-t border-slate-200 px-4 py-2.5 text-xs text-slate-500 sm:flex dark:border-slate-700 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <kbd className="rounded border border-slate-300 px-1 font-sans dark:border-slate-600">↑</kbd>
          <kbd className="rounded border border-slate-300 px-1 font-sans dark:border-slate-600">↓</kbd>
          {t('search.hintMove')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <kbd className="rounded border border-slate-300 px-1 font-sans dark:border-slate-600">Enter</kbd>
          {t('search.hintOpen')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <kbd className="rounded border border-slate-300 px-1 font-sans dark:border-slate-600">Esc</kbd>
          {t('search.hintClose')}
        </span>
      </div>
    </>
  );
}
