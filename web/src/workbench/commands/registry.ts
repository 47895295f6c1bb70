// Every workbench command, in the order the palette lists them. Shortcuts: Ctrl/⌘+Enter runs,
// Ctrl/⌘+Shift+Enter submits (Ctrl/⌘+' too, the spec's first key), Ctrl/⌘+S saves now,
// Shift+Alt+F formats (Monaco's own key), Ctrl/⌘+Shift+P opens the palette, ? (outside a text
// field: Monaco keeps Ctrl+/ for comments) lists the shortcuts.
import { toast } from '../../toast/toast';
import { FRAMEWORK_LABELS } from '../files/frameworkLabels';
import { FRAMEWORKS } from '../files/useUiFiles';
import type { TabId } from '../layout/layoutModel';
import type { Command, CommandState } from './command';

const isCode = ({ api }: CommandState) => api.category === 'JSFunction' || api.category === 'UICoding';
const idle = (state: CommandState) => isCode(state) && state.api.stores.run.getState().busy === null;

async function reset({ api, t, confirm }: CommandState) {
  const files = api.stores.files.getState().files;
  const ok = await confirm({
    title: files ? t('files.resetTitle') : t('editor.resetTitle'),
    description: files ? t('files.resetBody', { framework: FRAMEWORK_LABELS[files.framework] }) : t('editor.resetBody'),
    confirmLabel: t('editor.reset'),
    cancelLabel: t('saved.cancel'),
    tone: 'danger',
  });
  if (!ok) return;
  if (files) files.reset();
  else api.resetCode();
  toast.success(t('editor.resetDone'));
}

const LANGUAGES = ['Javascript', 'Typescript'] as const;
const languageCommands: Command[] = LANGUAGES.map((language) => ({
  id: `language.${language}`,
  label: `commands.language.${language}`,
  group: 'code',
  canRun: ({ api }) =>
    api.category === 'JSFunction' &&
    api.languages.includes(language) &&
    api.stores.code.getState().language !== language,
  run: ({ api }) => api.setLanguage(language),
}));

const frameworkCommands: Command[] = FRAMEWORKS.map((framework) => ({
  id: `framework.${framework}`,
  label: `commands.framework.${framework}`,
  group: 'code',
  canRun: ({ api }) => {
    const files = api.stores.files.getState().files;
    return !!files && files.frameworks.includes(framework) && files.framework !== framework;
  },
  run: async ({ api, t, confirm }) => {
    const files = api.stores.files.getState().files;
    if (!files) return;
    if (files.dirty) {
      const ok = await confirm({
        title: t('files.switchTitle'),
        description: t('files.switchBody', {
          from: FRAMEWORK_LABELS[files.framework],
          to: FRAMEWORK_LABELS[framework],
        }),
        confirmLabel: t('files.switch'),
        cancelLabel: t('saved.cancel'),
      });
      if (!ok) return;
    }
    files.setFramework(framework);
  },
}));

const TABS = [
  'describe',
  'solutions',
  'comments',
  'console',
  'submit',
  'code',
  'case',
  'savedCode',
  'runTests',
  'allTests',
  'fileManage',
  'browser',
  'controls',
] as const satisfies TabId[];
const tabCommands: Command[] = TABS.map((tab) => ({
  id: `tab.${tab}`,
  label: `commands.tab.${tab}`,
  group: 'tabs',
  canRun: ({ launchable }) => launchable.includes(tab),
  run: ({ api }) => api.showTab(tab),
}));

export const COMMANDS: Command[] = [
  {
    id: 'run',
    label: 'footer.run',
    group: 'run',
    shortcut: { code: 'Enter', mod: true },
    inEditor: true,
    canRun: idle,
    run: ({ api }) => api.runTests(),
  },
  {
    id: 'submit',
    label: 'footer.submit',
    group: 'run',
    shortcut: { code: 'Enter', mod: true, shift: true },
    alternates: [{ code: 'Quote', mod: true }],
    inEditor: true,
    canRun: idle,
    run: ({ api }) => api.submit(),
  },
  {
    id: 'save',
    label: 'commands.save',
    group: 'code',
    shortcut: { code: 'KeyS', mod: true },
    inEditor: true,
    canRun: isCode,
    run: ({ api, t }) => {
      api.saveNow();
      api.stores.files.getState().files?.saveNow();
      toast.success(t('commands.saved'));
    },
  },
  {
    id: 'saveVersion',
    label: 'commands.saveVersion',
    buttonLabel: 'footer.save',
    group: 'code',
    canRun: (state) => isCode(state) && !state.saving,
    run: ({ saveVersion }) => saveVersion(),
  },
  { id: 'reset', label: 'commands.reset', group: 'code', canRun: isCode, run: reset },
  {
    id: 'format',
    label: 'commands.format',
    group: 'code',
    shortcut: { code: 'KeyF', shift: true, alt: true },
    canRun: ({ api }) => {
      const editor = api.stores.editor.getState().editor;
      return !!editor && !editor.getRawOptions().readOnly;
    },
    run: async ({ api }) => {
      const editor = api.stores.editor.getState().editor;
      editor?.focus();
      await editor?.getAction('editor.action.formatDocument')?.run();
    },
  },
  ...languageCommands,
  ...frameworkCommands,
  ...tabCommands,
  {
    id: 'palette',
    label: 'commands.togglePalette',
    group: 'view',
    shortcut: { code: 'KeyP', mod: true, shift: true },
    inEditor: true,
    canRun: () => true,
    run: ({ api }) => api.stores.dialogs.setState((current) => ({ paletteOpen: !current.paletteOpen })),
  },
  {
    id: 'shortcuts',
    label: 'commands.shortcuts',
    group: 'view',
    shortcut: { code: 'Slash', shift: true },
    canRun: () => true,
    run: ({ api }) => api.stores.dialogs.setState({ shortcutsOpen: true, paletteOpen: false }),
  },
];

export const commandById = (id: string) => COMMANDS.find((command) => command.id === id);
