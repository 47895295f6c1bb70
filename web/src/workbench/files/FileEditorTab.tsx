// One editor tab per file of the tree (`file:<path>`), its language from the extension, under
// a toolbar with the framework picker and the file's path.
import { useTranslation } from 'react-i18next';
import { CodeEditor, type EditorLanguage } from '../editor/CodeEditor';
import { useEditorLook } from '../editor/useEditorLook';
import { flattenTree } from '../preview/fileTree';
import { extensionOf } from '../preview/extension';
import { useWorkbench } from '../WorkbenchContext';
import { useUiFilesApi } from './UiFilesProvider';
import { FrameworkPicker } from './FrameworkPicker';

const LANGUAGES: Record<string, EditorLanguage> = {
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  vue: 'html',
  html: 'html',
  css: 'css',
};

export const editorLanguageOf = (path: string): EditorLanguage => LANGUAGES[extensionOf(path)] ?? 'plaintext';

export function FileEditorTab({ path }: { path: string }) {
  const { t } = useTranslation('workbench');
  const wb = useWorkbench();
  const { files } = useUiFilesApi();
  const look = useEditorLook();
  const code = flattenTree(files.tree).get(path);
  if (code === undefined) {
    return <p className="p-4 text-sm text-slate-500 dark:text-slate-400">{t('files.missing', { path })}</p>;
  }
  return (
    <div className="flex h-full min-h-0 flex-col">
      {/* the statements say "pick a framework in the editor": the picker is here */}
      <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-2 py-1 dark:border-slate-800">
        <FrameworkPicker />
        <span className="ml-auto min-w-0 truncate font-mono text-xs text-slate-500 dark:text-slate-400">{path}</span>
      </div>
      <div className="min-h-0 flex-1">
        <CodeEditor
          path={`${wb.problem.link}/${files.framework.toLowerCase()}/${path}`}
          value={code}
          language={editorLanguageOf(path)}
          onChange={(next) => files.setFile(path, next)}
          fontSize={look.fontSize}
          theme={look.theme}
          keymap={look.keymap}
          autocomplete={look.autocomplete}
          keymapStatusLabel={t('editor.vimStatus')}
          ariaLabel={t('files.editorLabel', { path })}
          loadingLabel={t('editor.loading')}
        />
      </div>
    </div>
  );
}
