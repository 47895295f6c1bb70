// The UI problems and the judge agree: for every framework of every UI problem with tests, the
// reference (the solution's block for that framework in place of the starter's default file)
// passes the visible and hidden tests in the real sandboxed judge, and the starter does not pass
// the hidden ones. The solution's first ```jsx block is React's, ```vue Vue's, ```js Vanilla JS's.
import { afterAll, describe, expect, it } from 'vitest';
import { loadJudgeConfig } from '../config/judge';
import { createJudge } from '@platform/judge';
import { loadContent } from './load';
import type { FileNode } from './types';
import { at } from '../../test/at';

const content = loadContent();
const uiProblems = content.problems.filter((p) => p.category === 'UICoding' && p.submitCase.trim());
// Whether each problem's reference passes and its starter fails, not the judge's wall-clock limit
// (its own tests cover that): here many runs are judged at once beside other test files on CI's
// two cores, and progress-bars' hidden run (13 tests, each waiting for real renders between
// fake-timer steps) once went past the 15 s run limit there, while it takes 10-14 s with the
// two other frameworks on an idle machine, before and after the trusted built-ins alike.
// Six workers: a starter's run mostly waits (each failing test waits out Testing Library's 1 s
// for what never appears: 4-15 s a run, its workers near idle, measured), so more runs at once
// overlap those waits instead of queueing behind them; a queued run may wait as long as its test.
const judge = createJudge({ ...loadJudgeConfig(), runTimeoutMs: 45_000, poolSize: 6, queueWaitMs: 120_000 });
afterAll(() => judge.close());

const BLOCK: Record<string, string> = { React: 'jsx', Vue: 'vue', VanillaJS: 'js' };

/** a block whose first line is this comment goes after the starter's default file, not in its place */
const CONTINUES = /^\/\/ continues the starter's /;

function referenceTree(tree: FileNode[], markdown: string, framework: string): FileNode[] {
  const block = new RegExp('```' + BLOCK[framework] + '\\n([\\s\\S]*?)```').exec(markdown);
  if (!block) throw new Error(`the solution has no \`\`\`${BLOCK[framework]} block for ${framework}`);
  const replace = (nodes: FileNode[]): FileNode[] =>
    nodes.map((node) =>
      node.isFile
        ? node.isDefaultTab
          ? { ...node, code: CONTINUES.test(at(block, 1)) ? `${node.code ?? ''}\n${block[1]}` : block[1] }
          : node
        : { ...node, children: replace(node.children ?? []) },
    );
  return replace(tree);
}

const cases = uiProblems.flatMap((p) =>
  Object.entries(p.fileTrees).map(([framework, tree]) => [`${p.link} (${framework})`, p, framework, tree!] as const),
);

// three judged runs, queued behind the other problems' runs on a two-core machine
const JUDGED_TEST_TIMEOUT_MS = 120_000;

describe.concurrent.each(cases)('%s', (_name, problem, framework, tree) => {
  it('reference passes the visible and hidden tests; the starter fails the hidden ones', async () => {
    const files = referenceTree(tree, problem.solution.en, framework);
    // the three runs at once: the starter's mostly waits (see the pool above)
    const [visible, hidden, starter] = await Promise.all([
      judge.runUi({ framework, files, testCode: problem.testCase }),
      judge.runUi({ framework, files, testCode: problem.submitCase }),
      judge.runUi({ framework, files: tree, testCode: problem.submitCase }),
    ]);
    for (const result of [visible, hidden]) {
      const failures = result.results.filter((r) => r.status !== 'passed').map((r) => `${r.name}: ${r.error}`);
      expect(result.errorMessage ?? null, failures.join('\n')).toBeNull();
      expect(result.total).toBeGreaterThan(0);
      expect(result.passed, failures.join('\n')).toBe(result.total);
    }
    expect(starter.passed < starter.total || starter.hasError).toBe(true);
  }, JUDGED_TEST_TIMEOUT_MS);
});
