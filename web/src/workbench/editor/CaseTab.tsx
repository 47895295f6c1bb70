// The Case tab: the visible test code, read only, in the editor.
import { useTranslation } from 'react-i18next';
import { useCode } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';
import { CodeEditor } from './CodeEditor';
import { monacoLanguage } from './CodeTab';
import { useEditorLook } from './useEditorLook';

export function CaseTab() {
  const { t } = useTranslation('workbench');
  const { problem } = useWorkbench();
  const language = useCode((s) => s.language);
  const look = useEditorLook();
  return (
    <div className="h-full min-h-40">
      <CodeEditor
        path={`${problem.link}/visible.test.js`}
        value={problem.testCase}
        language="javascript"
        readOnly
        fontSize={look.fontSize}
        theme={look.theme}
        ariaLabel={`${t('tabs.case')} (${monacoLanguage(language)})`}
        loadingLabel={t('editor.loading')}
      />
    </div>
  );
}
