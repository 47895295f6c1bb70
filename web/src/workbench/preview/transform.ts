// One file of the tree → an ES module the frame can run: sucrase for JSX and TypeScript (types
// erased, JSX through react/jsx-runtime), CSS as a module that adds a <style>, JSON as a default
// export, Vue single-file components through vueSfc.ts. Imports stay as written; compile.ts
// rewrites them.
import { transform } from 'sucrase';
import { fail, lineOf } from './errors';
import { extensionOf } from './extension';

/** module source that injects a stylesheet, once per file */
export function cssModule(path: string, css: string): string {
  return [
    `const style = document.createElement('style');`,
    `style.dataset.file = ${JSON.stringify(path)};`,
    `style.textContent = ${JSON.stringify(css)};`,
    `document.head.appendChild(style);`,
  ].join('\n');
}

/** JSX / TypeScript → plain ES module code */
export function transformScript(path: string, code: string): string {
  const ext = extensionOf(path);
  const typescript = ext === 'ts' || ext === 'tsx';
  // .js files may hold JSX too (as many React setups allow); .ts files never do
  const jsx = ext !== 'ts';
  try {
    return transform(code, {
      transforms: [...(typescript ? (['typescript'] as const) : []), ...(jsx ? (['jsx'] as const) : [])],
      jsxRuntime: 'automatic',
      production: true,
      filePath: path,
      disableESTransforms: true,
    }).code;
  } catch (error) {
    return fail({ code: 'transpile', file: path, line: lineOf(error), message: String((error as Error).message) });
  }
}

export function transformJson(path: string, code: string): string {
  try {
    return `export default ${JSON.stringify(JSON.parse(code))};`;
  } catch (error) {
    return fail({ code: 'transpile', file: path, line: null, message: String((error as Error).message) });
  }
}
