// The preview's compiler as the frame runs it: entry per framework, module resolution, the
// transforms (JSX, TypeScript, CSS, JSON, Vue SFC), and each compile-time error of spec §8.
import * as sfc from '@vue/compiler-sfc';
import { describe, expect, it } from 'vitest';
import { compileProject } from './compile';
import { type PreviewError, PreviewFailure } from './errors';
import { addNode, flattenTree, removeNode, renameNode, setFileCode, type FileNode } from './fileTree';
import { FILES_PREFIX } from './protocol';
import { resolveImport } from './resolve';

const runtimes = { react: '/r/react.js', vue: '/r/vue.js' };
const loadVue = () => Promise.resolve(sfc);
const compile = (framework: 'React' | 'Vue' | 'VanillaJS', files: Record<string, string>) =>
  compileProject(framework, new Map(Object.entries(files)), runtimes, loadVue);

async function failure(promise: Promise<unknown>): Promise<PreviewError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PreviewFailure) return error.error;
    throw error;
  }
  throw new Error('expected a preview error');
}

describe('resolveImport', () => {
  const files = new Map([
    ['App.jsx', ''],
    ['src/util.ts', ''],
    ['src/list/index.jsx', ''],
    ['styles.css', ''],
  ]);
  it('finds files with or without an extension, folders by their index, and paths that go up', () => {
    expect(resolveImport('index.jsx', './App', files)).toBe('App.jsx');
    expect(resolveImport('index.jsx', './App.jsx', files)).toBe('App.jsx');
    expect(resolveImport('index.jsx', './src/util', files)).toBe('src/util.ts');
    expect(resolveImport('src/util.ts', './list', files)).toBe('src/list/index.jsx');
    expect(resolveImport('src/list/index.jsx', '../../styles.css', files)).toBe('styles.css');
    expect(resolveImport('index.jsx', './missing', files)).toBeNull();
    expect(resolveImport('index.jsx', '../outside', files)).toBeNull();
  });
});

describe('compileProject', () => {
  it('compiles a React tree from its entry: JSX, TypeScript, CSS and JSON modules, imports rewritten', async () => {
    const project = await compile('React', {
      'index.jsx':
        "import { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './styles.css';\ncreateRoot(document.getElementById('root')).render(<App />);",
      'App.tsx':
        "import data from './data.json';\nconst n: number = data.n;\nexport default function App() { return <p>{n}</p>; }",
      'data.json': '{"n": 3}',
      'styles.css': 'p { color: red }',
      'unused.js': 'this is not even JavaScript',
    });
    expect(project.body).toBe('<div id="root"></div>');
    expect(project.steps).toEqual([{ kind: 'module', specifier: `${FILES_PREFIX}index.jsx` }]);
    expect(Object.keys(project.modules).sort()).toEqual(
      ['App.tsx', 'data.json', 'index.jsx', 'styles.css'].map((path) => FILES_PREFIX + path),
    );
    const entry = project.modules[`${FILES_PREFIX}index.jsx`];
    expect(entry).toContain(`from '${FILES_PREFIX}App.tsx'`);
    expect(entry).toContain(`import '${FILES_PREFIX}styles.css'`);
    expect(entry).toContain('from "react/jsx-runtime"');
    expect(project.modules[`${FILES_PREFIX}App.tsx`]).not.toContain(': number');
    expect(project.modules[`${FILES_PREFIX}styles.css`]).toContain('p { color: red }');
    expect(project.modules[`${FILES_PREFIX}data.json`]).toBe('export default {"n":3};');
  });

  it('compiles a Vue single-file component: script setup, template and scoped style', async () => {
    const project = await compile('Vue', {
      'main.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#app');",
      'App.vue':
        '<script setup lang="ts">\nimport { ref } from "vue";\nconst count = ref<number>(0);\n</script>\n<template><button @click="count++">{{ count }}</button></template>\n<style scoped>button { color: red }</style>',
    });
    expect(project.body).toBe('<div id="app"></div>');
    const app = project.modules[`${FILES_PREFIX}App.vue`];
    expect(app).toContain('export default __sfc__');
    expect(app).toMatch(/__scopeId = "data-v-[0-9a-f]{8}"/);
    expect(app).toMatch(/button\[data-v-[0-9a-f]{8}\]/);
    expect(app).not.toContain('ref<number>');
  });

  it('takes a VanillaJS index.html apart: markup, its stylesheets and scripts in document order', async () => {
    const project = await compile('VanillaJS', {
      'index.html':
        '<!doctype html><html><head><title>T</title><link rel="stylesheet" href="styles.css"></head><body><p id="x">hi</p><script src="index.js"></script><script>window.inline = 1</script></body></html>',
      'index.js': "document.getElementById('x').textContent = 'ok';",
      'styles.css': 'p { margin: 0 }',
    });
    expect(project.body.trim()).toBe('<p id="x">hi</p>');
    expect(project.head).toContain('<title>T</title>');
    expect(project.steps.map((step) => step.kind)).toEqual(['style', 'classic', 'inline']);
    expect(project.steps[1]).toMatchObject({ path: 'index.js' });
  });

  it('lets modules import each other in a cycle', async () => {
    const project = await compile('React', {
      'index.js': "import { b } from './b';\nexport const a = () => b;",
      'b.js': "import { a } from './index';\nexport const b = () => a;",
    });
    expect(project.modules[`${FILES_PREFIX}b.js`]).toContain(`from '${FILES_PREFIX}index.js'`);
  });

  it('names each compile-time error of the spec', async () => {
    expect(await failure(compile('React', {}))).toEqual({ code: 'noFiles' });
    expect(await failure(compile('React', { 'App.jsx': '' }))).toMatchObject({
      code: 'entryNotFound',
      patterns: expect.arrayContaining(['index.jsx', 'src/main.tsx']),
    });
    expect(await failure(compile('React', { 'index.jsx': 'const a = 1;\nconst = ;' }))).toMatchObject({
      code: 'transpile',
      file: 'index.jsx',
      line: 2,
    });
    expect(await failure(compile('React', { 'index.jsx': "import x from './nope';" }))).toEqual({
      code: 'moduleNotFound',
      name: './nope',
      importer: 'index.jsx',
    });
    expect(await failure(compile('React', { 'index.jsx': "import _ from 'lodash';" }))).toEqual({
      code: 'moduleNotFound',
      name: 'lodash',
      importer: 'index.jsx',
    });
    expect(
      await failure(
        compile('Vue', { 'main.js': "import App from './App.vue';", 'App.vue': '<template><div></template>' }),
      ),
    ).toMatchObject({ code: 'transpile', file: 'App.vue' });
    expect(await failure(compile('VanillaJS', { 'index.html': '<script src="missing.js"></script>' }))).toEqual({
      code: 'moduleNotFound',
      name: 'missing.js',
      importer: 'index.html',
    });
  });
});

describe('file tree operations', () => {
  const tree: FileNode[] = [
    { id: 'src', name: 'src', isFile: false, children: [{ id: 'src/a.js', name: 'a.js', isFile: true, code: 'a' }] },
    { id: 'index.js', name: 'index.js', isFile: true, code: 'i', isDefaultTab: true },
  ];
  it('adds, renames (folders move their files), edits and removes', () => {
    const added = addNode(tree, 'src', 'b.js', true);
    expect([...flattenTree(added).keys()]).toEqual(['src/a.js', 'src/b.js', 'index.js']);
    const renamed = renameNode(added, 'src', 'lib');
    expect([...flattenTree(renamed).keys()]).toEqual(['lib/a.js', 'lib/b.js', 'index.js']);
    const edited = setFileCode(renamed, 'lib/a.js', 'changed');
    expect(flattenTree(edited).get('lib/a.js')).toBe('changed');
    expect([...flattenTree(removeNode(edited, 'lib')).keys()]).toEqual(['index.js']);
    expect(flattenTree(tree).get('src/a.js')).toBe('a'); // the original is untouched
  });
});
