// Typing re-renders what shows the code and nothing else: the real controller and providers,
// a component that reads the code by slice and one that reads the problem as the Describe tab
// does, each counting its renders. (With the code in the one context, as before the stores,
// every keystroke re-rendered the Describe-like reader too: this test fails then.)
import { ApolloLink } from '@apollo/client/link';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '../apollo/cache';
import i18n from '../i18n/i18n';
import '../i18n/namespaces/workbench';
import { useCode } from './state/useStores';
import { type WorkbenchProblem, useWorkbenchController } from './useWorkbenchController';
import { type WorkbenchApi, useWorkbench } from './WorkbenchContext';
import { WorkbenchProviders } from './WorkbenchProviders';

const testProblem = {
  __typename: 'Problem',
  id: 'p1',
  link: 'debounce',
  title: 'Debounce',
  describe: 'Write **debounce**.',
  solution: '',
  category: 'JSFunction',
  kind: null,
  quiz: null,
  rubric: [],
  difficulty: 'Easy',
  minutes: 10,
  finishCount: 0,
  statue: 'UNRESOLVED',
  supportLanguages: ['Javascript', 'Typescript'],
  supportFrameworks: [],
  code: { Javascript: 'export function debounce() {}', Typescript: 'export function debounce(): void {}' },
  fileTrees: null,
  testCase: '',
  articles: [],
  companies: [],
  related: [],
  author: null,
} as WorkbenchProblem;

/** the workbench's providers around `children`, with the network answering nothing */
function renderWorkbench(children: ReactNode) {
  const link = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((observer) => {
        observer.next({ data: {} });
        observer.complete();
      }),
  );
  const current: { api: WorkbenchApi | null } = { api: null };
  function Capture() {
    const api = useWorkbench();
    useEffect(() => {
      current.api = api;
    });
    return null;
  }
  function Harness() {
    const api = useWorkbenchController({ problem: testProblem, bookLink: null, refetchProblem: async () => {} });
    return (
      <WorkbenchProviders api={api}>
        <Capture />
        {children}
      </WorkbenchProviders>
    );
  }
  render(
    <MemoryRouter>
      <MockedProvider cache={createCache()} link={link}>
        <Harness />
      </MockedProvider>
    </MemoryRouter>,
  );
  return () => current.api!;
}

const renders = { code: 0, describe: 0 };
function CodeView() {
  const code = useCode((s) => s.code);
  useEffect(() => {
    renders.code++; // after every committed render
  });
  return <pre data-testid="code">{code}</pre>;
}
/** reads what the Describe tab reads */
function DescribeLike() {
  const { problem } = useWorkbench();
  useEffect(() => {
    renders.describe++;
  });
  return <h1>{problem.title}</h1>;
}

beforeAll(() => i18n.changeLanguage('en'));
beforeEach(() => {
  renders.code = 0;
  renders.describe = 0;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('workbench renders', () => {
  it('re-renders the code and not the Describe tab when the code changes', () => {
    const api = renderWorkbench(
      <>
        <CodeView />
        <DescribeLike />
      </>,
    );
    expect(screen.getByTestId('code').textContent).toBe('export function debounce() {}');
    const before = { ...renders };

    for (const text of ['e', 'ex', 'exp']) act(() => api().setCode(text));

    expect(screen.getByTestId('code').textContent).toBe('exp');
    expect(renders.code - before.code).toBe(3);
    expect(renders.describe - before.describe).toBe(0);
  });
});

describe('command palette', () => {
  // jsdom lays nothing out: cmdk measures its list and scrolls the selected row into view
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  const openPalette = () => fireEvent.keyDown(window, { code: 'KeyP', key: 'P', ctrlKey: true, shiftKey: true });

  it('opens on Ctrl+Shift+P listing the commands with their shortcuts, and closes on Escape', async () => {
    renderWorkbench(<CodeView />);
    openPalette();
    const palette = await screen.findByTestId('command-palette');
    const run = screen.getByRole('option', { name: /^Run/ });
    expect(run.textContent).toContain('Ctrl');
    expect(run.textContent).toContain('Enter');
    expect(screen.getByRole('option', { name: /Open Describe/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /Language: TypeScript/ })).toBeTruthy();
    // a UI problem's framework is not this problem's
    expect(screen.queryByRole('option', { name: /Framework/ })).toBeNull();

    fireEvent.keyDown(palette, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('command-palette')).toBeNull());
  });

  it('filters as you type and runs the first match with Enter', async () => {
    const api = renderWorkbench(<CodeView />);
    openPalette();
    const input = await screen.findByPlaceholderText('Type a command…');
    fireEvent.change(input, { target: { value: 'typescript' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });

    await waitFor(() => expect(screen.queryByTestId('command-palette')).toBeNull());
    expect(api().stores.code.getState().language).toBe('Typescript');
    expect(screen.getByTestId('code').textContent).toBe('export function debounce(): void {}');
  });
});

describe('shortcuts', () => {
  it('runs on Ctrl+Enter from the page, and not from a text field (a comment being written)', async () => {
    const api = renderWorkbench(
      <>
        <CodeView />
        <textarea aria-label="comment" />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText('comment'), { code: 'Enter', key: 'Enter', ctrlKey: true });
    expect(api().stores.run.getState().busy).toBeNull();

    fireEvent.keyDown(document.body, { code: 'Enter', key: 'Enter', ctrlKey: true });
    expect(api().stores.run.getState().busy).toBe('run');
    expect(api().stores.layout.getState().revealed?.tab).toBe('runTests');
    // the judge is not there: the run ends failed, and the workbench is free again
    await waitFor(() => expect(api().stores.run.getState().busy).toBeNull());
    expect(api().stores.run.getState().run.phase).toBe('failed');
  });
});
