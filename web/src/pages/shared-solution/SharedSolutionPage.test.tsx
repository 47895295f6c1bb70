// The shared solution page against mocked GraphQL: a UI solution shows each file under its path,
// highlighted; a revoked link says so.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SharedSolutionDocument } from '../../gql/graphql';
import { renderRoute } from '../../test/renderRoute';

const TOKEN = 'abcdefghijklmnopqrstuv';

const shared = {
  __typename: 'SharedSolution',
  token: TOKEN,
  problem: { __typename: 'SharedSolutionProblem', title: 'Todo list', titleZh: '待办列表', link: 'todo-list' },
  title: 'Todo in React',
  language: 'Javascript',
  framework: 'React',
  code: '',
  files: [
    { __typename: 'SharedSolutionFile', path: 'src/App.jsx', code: 'export default function App() {}' },
    { __typename: 'SharedSolutionFile', path: 'src/styles.css', code: 'ul { margin: 0; }' },
  ],
  status: 'failure',
  total: 3,
  passed: 1,
  failed: 2,
  createdAt: '2026-03-01T15:50:00.000Z',
};

describe('SharedSolutionPage', () => {
  it("shows a UI solution's files, highlighted, with the result and the framework", async () => {
    await renderRoute(`/solutions/${TOKEN}`, [
      {
        request: { query: SharedSolutionDocument, variables: { token: TOKEN } },
        result: { data: { sharedSolution: shared } },
      },
    ]);
    expect(await screen.findByTestId('shared-solution-title', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('shared-solution-title').textContent).toBe('Todo list');
    expect(screen.getByTestId('shared-solution-result').textContent).toBe('Not accepted: 1 of 3 tests passed');
    expect(screen.getByText('React')).toBeTruthy();
    const app = screen.getByRole('region', { name: 'src/App.jsx' });
    expect(app.querySelector('code.language-js .hljs-keyword')).toBeTruthy();
    const css = screen.getByRole('region', { name: 'src/styles.css' });
    expect(within(css).getByText(/margin/)).toBeTruthy();
    expect(css.querySelector('code.language-css')).toBeTruthy();
  });

  it('says a revoked link is not shared', async () => {
    await renderRoute(`/solutions/${TOKEN}`, [
      {
        request: { query: SharedSolutionDocument, variables: { token: TOKEN } },
        result: { errors: [{ message: 'This solution is not shared, or its link was revoked.' }] as never },
      },
    ]);
    const message = await screen.findByTestId('shared-solution-message', {}, { timeout: 15_000 });
    await screen.findByText('This solution is not shared, or its link was revoked.', {}, { timeout: 15_000 });
    expect(message.textContent).toBe('This solution is not shared, or its link was revoked.');
  });
});
