// GraphQL of the viewer's editor preferences (thin: editor-preferences.ts validates and stores).
// Read with a sign-in or any token; written with a sign-in only (api-token-scopes.ts lets no
// token run this mutation, like the profile).
import { EditorKeymap } from '../generated/prisma/enums';
import { builder } from '../graphql/builder';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, createEditorPreferences } from './editor-preferences';

const EditorKeymapEnum = builder.enumType('EditorKeymap', {
  description: "the editor's keymap",
  values: {
    default: { value: EditorKeymap.default, description: "Monaco's own keys" },
    vim: { value: EditorKeymap.vim, description: 'Vim modes and keys (monaco-vim)' },
    emacs: { value: EditorKeymap.emacs, description: 'Emacs keys (monaco-emacs)' },
  } as const,
});

const EditorPreferencesType = builder.prismaObject('EditorPreference', {
  name: 'EditorPreferences',
  description: "a learner's editor preferences, remembered per account",
  fields: (t) => ({
    keymap: t.expose('keymap', { type: EditorKeymapEnum, description: 'default, vim or emacs' }),
    autocomplete: t.exposeBoolean('autocomplete', {
      description: 'whether the editor suggests completions as you type',
    }),
    fontSize: t.exposeInt('fontSize', {
      nullable: true,
      description: `the editor's font size in px (${FONT_SIZE_MIN}–${FONT_SIZE_MAX}); null follows the screen`,
    }),
    editorTheme: t.exposeString('editorTheme', {
      nullable: true,
      description: "the editor theme's id; null follows the site's theme",
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'when they were last saved' }),
  }),
});

const SetEditorPreferencesInput = builder.inputType('SetEditorPreferencesInput', {
  description: 'the preferences to change; absent fields stay as they are',
  fields: (t) => ({
    keymap: t.string({ required: false, description: 'default, vim or emacs' }),
    autocomplete: t.boolean({ required: false, description: 'suggestions as you type, on or off' }),
    fontSize: t.int({
      required: false,
      description: `px, a whole number from ${FONT_SIZE_MIN} to ${FONT_SIZE_MAX}; null follows the screen`,
    }),
    editorTheme: t.string({
      required: false,
      description: "a theme id (lowercase letters, digits and dashes); null follows the site's theme",
    }),
  }),
});

builder.queryField('editorPreferences', (t) =>
  t.withAuth({ signedIn: true }).prismaField({
    type: EditorPreferencesType,
    nullable: true,
    description: "the viewer's editor preferences; null until they save some",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.editorPreference.findUnique({ ...query, where: { userId: ctx.viewer.id } }),
  }),
);

builder.mutationField('setEditorPreferences', (t) =>
  t.withAuth({ signedIn: true }).prismaField({
    type: EditorPreferencesType,
    description: "changes the viewer's editor preferences (a sign-in only, never a token)",
    args: {
      input: t.arg({ type: SetEditorPreferencesInput, required: true, description: 'the fields to change' }),
    },
    resolve: (_query, _root, { input }, ctx) => createEditorPreferences(ctx.prisma).save(ctx.viewer.id, input),
  }),
);
