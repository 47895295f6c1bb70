// Which tab shows what, and which tabs the launcher offers per category. UI problems have
// fileManage, browser, controls and one `file:<path>` editor tab per file instead of code and case.
import type { ReactNode } from 'react';
import { ConsoleTab } from './console/ConsoleTab';
import { CommentsTab } from './describe/CommentsTab';
import { DescribeTab } from './describe/DescribeTab';
import { SolutionsTab } from './describe/SolutionsTab';
import { CaseTab } from './editor/CaseTab';
import { CodeTab } from './editor/CodeTab';
import type { LayoutCategory, TabId } from './layout/layoutModel';
import { FileEditorTab } from './files/FileEditorTab';
import { FileManageTab } from './files/FileManageTab';
import { FreshGuard } from './fresh/FreshGuard';
import { BrowserTab } from './preview/BrowserTab';
import { ControlsTab } from './preview/ControlsTab';
import { RubricTab } from './rubric/RubricTab';
import { AllTestsTab } from './run/AllTestsTab';
import { RunTestsTab } from './run/RunTestsTab';
import { SavedCodeTab } from './solutions/SavedCodeTab';
import { SubmitTab } from './solutions/SubmitTab';

const READING: TabId[] = ['describe', 'solutions', 'comments'];
const CODING: TabId[] = [...READING, 'console', 'submit', 'code', 'case', 'savedCode', 'runTests', 'allTests'];
const UI: TabId[] = [
  ...READING,
  'console',
  'submit',
  'savedCode',
  'fileManage',
  'browser',
  'controls',
  'runTests',
  'allTests',
];

const DESIGN: TabId[] = [...READING, 'rubric'];

export function launchableTabs(category: LayoutCategory): TabId[] {
  switch (category) {
    case 'UICoding':
      return UI;
    case 'JSFunction':
      return CODING;
    case 'SystemDesign':
      return DESIGN;
    default:
      return READING;
  }
}

export function renderTab(tab: TabId): ReactNode {
  switch (tab) {
    case 'describe':
      return <DescribeTab />;
    case 'solutions':
      return (
        <FreshGuard>
          <SolutionsTab />
        </FreshGuard>
      );
    case 'comments':
      return <CommentsTab />;
    case 'console':
      return <ConsoleTab />;
    case 'submit':
      return (
        <FreshGuard>
          <SubmitTab />
        </FreshGuard>
      );
    case 'code':
      return <CodeTab />;
    case 'case':
      return <CaseTab />;
    case 'savedCode':
      return (
        <FreshGuard>
          <SavedCodeTab />
        </FreshGuard>
      );
    case 'runTests':
      return <RunTestsTab />;
    case 'allTests':
      return <AllTestsTab />;
    case 'fileManage':
      return <FileManageTab />;
    case 'browser':
      return <BrowserTab />;
    case 'controls':
      return <ControlsTab />;
    case 'rubric':
      return <RubricTab />;
    default:
      return tab.startsWith('file:') ? <FileEditorTab path={tab.slice('file:'.length)} /> : null;
  }
}
