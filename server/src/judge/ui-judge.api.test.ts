// UI problems through HTTP, with real worker processes: runUiTests judges a tree against tests
// (the tree bundled on the server, a DOM inside the sandbox), its errors name the file and line,
// bad input is a clear 400, a DOM object does not lead out of the sandbox, and a submission of
// counter's files is RESOLVED with the reference and a failure with the starter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { loadContent } from '../content/load';
import type { FileNode } from '../content/types';
import type { RunResult } from '@platform/judge';
import { firstError } from '../../test/at';

let app: TestServer;
const counter = loadContent().problems.find((p) => p.link === 'counter')!;
const reactStarter = counter.fileTrees.React!;
const reactReference: FileNode[] = reactStarter.map((node) =>
  node.id === 'App.jsx' ? { ...node, code: /```jsx\n([\s\S]*?)```/.exec(counter.solution.en)![1] } : node,
);
const file = (id: string, code: string): FileNode => ({ id, name: id.split('/').pop()!, isFile: true, code });
/** an index.jsx rendering App.jsx into #root, as the React template's does */
const reactEntry = file(
  'index.jsx',
  "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);",
);

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const RUN = `mutation ($input: RunUiTestsInput!) { runUiTests(input: $input) {
  total passed failed hasError errorMessage results { name status error logs { level message } } logs { level message } } }`;

async function runUi(input: Record<string, unknown>) {
  return client(app).gql<{ runUiTests: RunResult }>(RUN, { input });
}

describe('runUiTests', () => {
  it("runs a UI problem's tests against a React tree: the reference passes, the starter fails", async () => {
    const passed = await runUi({ framework: 'React', files: reactReference, testCode: counter.testCase });
    expect(passed.errors).toBeUndefined();
    expect(passed.data!.runUiTests).toMatchObject({ hasError: false, failed: 0 });
    expect(passed.data!.runUiTests.passed).toBe(passed.data!.runUiTests.total);
    const failed = await runUi({ framework: 'React', files: reactStarter, testCode: counter.testCase });
    expect(failed.data!.runUiTests.failed).toBeGreaterThan(0);
  });

  it('bundles nested folders, extensionless imports, JSON, CSS and TypeScript, and shows console output', async () => {
    const files: FileNode[] = [
      {
        id: 'src',
        name: 'src',
        isFile: false,
        children: [
          file('src/format.ts', 'export const label = (n: number): string => `n=${n}`;'),
          file('src/data.json', '{"n": 7}'),
        ],
      },
      file(
        'index.jsx',
        "import { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './styles.css';\ncreateRoot(document.getElementById('root')).render(<App />);",
      ),
      file(
        'App.jsx',
        "import { label } from './src/format';\nimport data from './src/data.json';\nexport default function App() { console.log('rendered'); return <p>{label(data.n)}</p>; }",
      ),
      file('styles.css', 'p { color: red }'),
    ];
    const testCode =
      "test('shows the label', async () => { await mountApp(); expect(await screen.findByText('n=7')).toBeTruthy(); expect(document.querySelector('style').textContent).toContain('color: red'); });";
    const result = await runUi({ framework: 'React', files, testCode });
    expect(result.data!.runUiTests).toMatchObject({ total: 1, passed: 1, hasError: false });
  });

  it('names transpile errors with their file and line, missing modules and a missing entry', async () => {
    const broken = await runUi({
      framework: 'React',
      files: [
        file('index.jsx', "import App from './App';"),
        file('App.jsx', 'export default function App() {\n  const = 1;\n}'),
      ],
      testCode: "test('x', () => {});",
    });
    expect(broken.data!.runUiTests.hasError).toBe(true);
    expect(broken.data!.runUiTests.errorMessage).toMatch(/^Transpile failed in App\.jsx: line 2: /);

    const missing = await runUi({
      framework: 'React',
      files: [file('index.jsx', "import _ from 'lodash';")],
      testCode: "test('x', () => {});",
    });
    expect(missing.data!.runUiTests.errorMessage).toBe('Module not found: "lodash" (imported by index.jsx)');

    const noEntry = await runUi({
      framework: 'Vue',
      files: [file('App.vue', '<template><p/></template>')],
      testCode: "test('x', () => {});",
    });
    expect(noEntry.data!.runUiTests.errorMessage).toBe(
      'Entry file not found: expected one of main.js, src/main.js, main.ts, src/main.ts.',
    );
  });

  it('finds inputs by their labels (a label’s for, or an input inside it), as a browser does', async () => {
    const files: FileNode[] = [
      file(
        'index.html',
        '<!doctype html><html><body><label for="email">Email</label><input id="email" />' +
          '<label>Name <input id="name" /></label><label for="gone">Nothing</label><script src="index.js"></script></body></html>',
      ),
      file('index.js', ''),
    ];
    const testCode = `beforeEach(async () => { await mountApp(); });
test('labels', () => {
  expect(screen.getByLabelText('Email').id).toBe('email');
  expect(screen.getByLabelText('Name').id).toBe('name');
  expect(screen.queryByLabelText('Nothing')).toBeNull();
});`;
    const result = await runUi({ framework: 'VanillaJS', files, testCode });
    expect(result.data!.runUiTests.results.map((r) => r.error ?? r.status)).toEqual(['passed']);
  });

  it('gives Vue template refs the element itself, so focus() through a ref moves focus', async () => {
    const app = `<script setup>
import { nextTick, ref } from 'vue';
const open = ref(false);
const box = ref(null);
async function show() { open.value = true; await nextTick(); box.value.querySelector('button').focus(); }
</script>
<template><button @click="show">Open</button><div v-if="open" ref="box"><button>Inner</button></div></template>`;
    const files: FileNode[] = [
      { ...file('App.vue', app), isDefaultTab: true },
      file('main.js', "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#app');"),
    ];
    const testCode = `beforeEach(async () => { await mountApp(); });
test('focus through a template ref', async () => {
  expect(Object.prototype.toString.call(document.createElement('div'))).toMatch(/^\\[object HTML\\w*Element\\]$/);
  fireEvent.click(screen.getByText('Open'));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Inner')));
});`;
    const result = await runUi({ framework: 'Vue', files, testCode });
    expect(result.data!.runUiTests.results.map((r) => r.error ?? r.status)).toEqual(['passed']);
  });

  it('gives inputs the text selection APIs React reads around renders (selectionStart, setSelectionRange)', async () => {
    const files: FileNode[] = [
      reactEntry,
      {
        ...file(
          'App.jsx',
          "import { useState } from 'react';\nexport default function App() { const [v, setV] = useState(''); return <><input aria-label=\"Name\" value={v} onChange={(e) => setV(e.target.value)} /><p>Hello {v}</p></>; }",
        ),
        isDefaultTab: true,
      },
    ];
    const testCode = `beforeEach(async () => { await mountApp(); });
test('typing into a focused input', async () => {
  const input = screen.getByRole('textbox', { name: 'Name' });
  input.focus();
  fireEvent.input(input, { target: { value: 'Ana' } });
  await waitFor(() => expect(screen.getByText('Hello Ana')).toBeTruthy());
  input.setSelectionRange(1, 2);
  expect([input.selectionStart, input.selectionEnd]).toEqual([1, 2]);
});`;
    const result = await runUi({ framework: 'React', files, testCode });
    expect(result.data!.runUiTests.results.map((r) => r.error ?? r.status)).toEqual(['passed']);
  });

  it('gives <select> and form controls what a browser has: a value to read and set, selected options, select()', async () => {
    const files: FileNode[] = [
      reactEntry,
      {
        ...file(
          'App.jsx',
          [
            "import { useState } from 'react';",
            'export default function App() {',
            "  const [size, setSize] = useState('m');",
            '  return (<>',
            '    <label>Size <select value={size} onChange={(e) => setSize(e.target.value)}>',
            '      <option value="s">Small</option><option value="m">Medium</option><option>Large</option>',
            '    </select></label>',
            '    <p>Chosen: {size}</p>',
            '    <input aria-label="Code" defaultValue="abc" required maxLength={6} autoComplete="off" />',
            '    <table><tbody><tr><td colSpan={2}>wide</td></tr></tbody></table>',
            '  </>);',
            '}',
          ].join('\n'),
        ),
        isDefaultTab: true,
      },
    ];
    const testCode = `beforeEach(async () => { await mountApp(); });
test('a controlled select', async () => {
  const select = screen.getByLabelText('Size');
  expect([select.value, select.selectedIndex, select.type, select.options.length]).toEqual(['m', 1, 'select-one', 3]);
  fireEvent.change(select, { target: { value: 'Large' } });
  await waitFor(() => expect(screen.getByText('Chosen: Large')).toBeTruthy());
  expect(select.selectedOptions.map((o) => o.text)).toEqual(['Large']);
  expect(screen.getByRole('option', { name: 'Large' }).selected).toBe(true);
  expect(screen.getByRole('option', { name: 'Medium' }).selected).toBe(false);
});
test('an input and a table cell', () => {
  const input = screen.getByRole('textbox', { name: 'Code' });
  expect([input.value, input.defaultValue, input.required, input.maxLength]).toEqual(['abc', 'abc', true, 6]);
  expect(input.getAttribute('autocomplete')).toBe('off');
  let selected = 0;
  input.addEventListener('select', () => selected++);
  input.select();
  expect([input.selectionStart, input.selectionEnd, selected]).toEqual([0, 3, 1]);
  expect(screen.getByText('wide').colSpan).toBe(2);
});
test('a plain select shows its first option until one is chosen', () => {
  document.body.innerHTML = '<select><option disabled>Pick</option><option>One</option><option value="2">Two</option></select>';
  const select = document.querySelector('select');
  expect([select.value, select.selectedIndex]).toEqual(['One', 1]);
  select.selectedIndex = 2;
  expect(select.value).toBe('2');
  select.value = 'nothing';
  expect([select.value, select.selectedIndex]).toEqual(['One', 1]);
});`;
    const result = await runUi({ framework: 'React', files, testCode });
    expect(result.data!.runUiTests.results.map((r) => r.error ?? r.status)).toEqual(['passed', 'passed', 'passed']);
  });

  it('refuses bad input with a clear message, never a 500', async () => {
    const framework = await runUi({ framework: 'Angular', files: reactStarter, testCode: '' });
    expect(firstError(framework).message).toBe('Unsupported framework "Angular": use React, Vue or VanillaJS.');
    const notATree = await runUi({ framework: 'React', files: { 'App.jsx': 'x' }, testCode: '' });
    expect(firstError(notATree).message).toBe('The files must be a list of file tree nodes.');
    const tooMany = await runUi({
      framework: 'React',
      files: Array.from({ length: 101 }, (_, i) => file(`f${i}.js`, '')),
      testCode: '',
    });
    expect(firstError(tooMany).message).toBe('Too many files: at most 100.');
    const badPath = await runUi({ framework: 'React', files: [file('../etc/passwd', '')], testCode: '' });
    expect(firstError(badPath).message).toBe('"../etc/passwd" is not a valid file path.');
  });

  it("keeps the learner's code inside the sandbox: DOM objects belong to the sandbox's realm", async () => {
    const files = [
      file(
        'index.js',
        `const attempts = [
          () => document.constructor.constructor('return process')(),
          () => document.body.addEventListener.constructor('return process')(),
          () => Object.getPrototypeOf(document).constructor.constructor('return globalThis.process')(),
        ];
        window.reached = attempts.map((attempt) => { try { const p = attempt(); return typeof p === 'object' && p && 'env' in p ? 'process' : String(p); } catch (e) { return e.name; } });`,
      ),
    ];
    const testCode = "test('reach', async () => { await mountApp(); console.log(JSON.stringify(window.reached)); });";
    const result = await runUi({ framework: 'React', files, testCode });
    const output = JSON.stringify(result.data!.runUiTests);
    expect(output).not.toContain('"process"');
    expect(output).toContain('EvalError');
  });
});

describe('submitting a UI problem', () => {
  const SUBMIT = `mutation ($input: SubmitSolutionInput!) { submitSolution(input: $input) {
    status submission { status framework total passed } } }`;

  it('judges the hidden tests on the framework files: RESOLVED with the reference, a failure with the starter', async () => {
    const user = await signUp(app);
    const problem = await app.prisma.problem.findUniqueOrThrow({ where: { link: 'counter' } });
    const submit = (input: Record<string, unknown>) =>
      user.client.gql<{ submitSolution: { status: string; submission: { status: string; framework: string } } }>(
        SUBMIT,
        { input: { problemId: problem.id, language: 'Javascript', code: '', ...input } },
      );
    const starter = await submit({ framework: 'React', fileTrees: reactStarter });
    expect(starter.errors).toBeUndefined();
    expect(starter.data!.submitSolution).toMatchObject({ status: 'PENDING', submission: { status: 'failure' } });
    const reference = await submit({ framework: 'React', fileTrees: { React: reactReference } });
    expect(reference.data!.submitSolution).toMatchObject({
      status: 'RESOLVED',
      submission: { status: 'success', framework: 'React' },
    });
    const none = await submit({});
    expect(firstError(none).message).toBe('Choose a framework and send its files.');
    const angular = await submit({ framework: 'Angular', fileTrees: reactReference });
    expect(firstError(angular).message).toBe('This problem is solved in React, Vue, VanillaJS, not Angular.');
  });
});
