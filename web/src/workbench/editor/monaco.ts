// Monaco, bundled by Vite (DESIGN: no CDN): the editor API, its standard features, JavaScript
// and TypeScript (syntax and the language service with type checking), and the two web workers
// built by Vite's `?worker` imports and served by our own server (the TypeScript one when
// needed, below). Imported lazily by the code editor, so only workbench routes load it.
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/typescript/register';
// UI problems' files: markup (also .vue) and styles, highlighted without a language service
import 'monaco-editor/languages/definitions/html/register';
import 'monaco-editor/languages/definitions/css/register';
import {
  JsxEmit,
  ModuleKind,
  ScriptTarget,
  javascriptDefaults,
  typescriptDefaults,
} from 'monaco-editor/languages/features/typescript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';

// The TypeScript worker (6.9 MB) serves JavaScript files too (syntax errors, completions,
// hovers). A TypeScript file needs it at once for its types; a JavaScript file gets it when the
// learner first types or puts the cursor in an editor, so opening a JavaScript problem does not
// download it. Until then the JavaScript service's requests wait (Monaco takes a promised worker).
let startJavaScriptService: () => void = () => {};
const javaScriptServiceWanted = new Promise<void>((resolve) => (startJavaScriptService = resolve));

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'typescript') return new TsWorker();
    if (label === 'javascript') return javaScriptServiceWanted.then(() => new TsWorker());
    return new EditorWorker();
  },
};

monaco.editor.onDidCreateEditor((editor) => {
  const wanted = [
    editor.onDidChangeModelContent(startJavaScriptService),
    editor.onDidFocusEditorText(startJavaScriptService),
  ];
  void javaScriptServiceWanted.then(() => wanted.forEach((subscription) => subscription.dispose()));
});

const compilerOptions = {
  target: ScriptTarget.ES2020,
  module: ModuleKind.ESNext,
  allowNonTsExtensions: true,
  // .jsx/.tsx files of UI problems
  jsx: JsxEmit.Preserve,
  strict: true,
  noEmit: true,
};
typescriptDefaults.setCompilerOptions(compilerOptions);
javascriptDefaults.setCompilerOptions({ ...compilerOptions, checkJs: false, allowJs: true });
typescriptDefaults.setDiagnosticsOptions({ noSemanticValidation: false, noSyntaxValidation: false });
javascriptDefaults.setDiagnosticsOptions({ noSemanticValidation: true, noSyntaxValidation: false });

export { monaco };

/** declares types for every TypeScript model until disposed (a type challenge's assertion types) */
export const addTypeScriptLib = (source: string, path: string) => typescriptDefaults.addExtraLib(source, path);
