// The Case tab: a function problem's own cases of the learner (cases/CustomCasesPanel) above the
// visible test code, read only, in the editor. A type challenge's visible tests are type
// assertions, checked live against the learner's types (typeAssertions.ts); it has no own cases.
import { useTranslation } from 'react-i18next';
import { CustomCasesPanel } from '../cases/CustomCasesPanel';
import { useCode } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';
import { CodeEditor } from './CodeEditor';
import { monacoLanguage } from './CodeTab';
import { useTypeAssertions } from './typeAssertions';
import { useEditorLook } from './useEditorLook';

export function CaseTab() {
  const { t } = useTranslation('workbench');
  const { problem } = useWorkbench();
  const language = useCode((s) => s.language);
  const look = useEditorLook();
  const types = problem.kind === 'TypeChallenge';
  const custom = problem.category === 'JSFunction' && !types;
  useTypeAssertions(types);
  return (
    <div className="flex h-full min-h-40 flex-col">
      {custom && (
        <div className="max-h-[55%] shrink-0 overflow-auto">
          <CustomCasesPanel />
        </div>
      )}
      {custom && (
        <h2 className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-600 dark:text-slate-300">
          {t('cases.visibleTests')}
        </h2>
      )}
      <div className="min-h-40 flex-1">
        <CodeEditor
          path={`${problem.link}/${types ? 'visible.types.ts' : 'visible.test.js'}`}
          value={problem.testCase}
          language={types ? 'typescript' : 'javascript'}
          readOnly
          showProblems={types}
          fontSize={look.fontSize}
          theme={look.theme}
          ariaLabel={`${t('tabs.case')} (${monacoLanguage(language)})`}
          loadingLabel={t('editor.loading')}
        />
      </div>
    </div>
  );
}
