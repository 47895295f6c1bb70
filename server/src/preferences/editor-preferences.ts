// A learner's editor preferences, remembered per account: the keymap (Monaco's own, Vim or
// Emacs), autocomplete on or off, and the font size and editor theme of the workbench's settings.
// A write changes only the fields it gives; an account that never saved any has none (null), so
// the browser keeps what it has.
import { z } from 'zod';
import { validate } from '../accounts/validation';
import type { PrismaClient } from '../generated/prisma/client';
import { zodMsg } from '../i18n/message';

export const KEYMAPS = ['default', 'vim', 'emacs'] as const;
export const FONT_SIZE_MIN = 10;
export const FONT_SIZE_MAX = 24;
/** a theme id as the web app names them (slugs of monaco-themes' names, vs, vs-dark…) */
const THEME_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const THEME_MAX = 60;

const fontSize = zodMsg('preferences.fontSize', { min: FONT_SIZE_MIN, max: FONT_SIZE_MAX });
const theme = zodMsg('preferences.theme', { max: THEME_MAX });

const preferencesInput = z
  .object({
    keymap: z.enum(KEYMAPS, zodMsg('preferences.keymap')).optional(),
    autocomplete: z.boolean(zodMsg('preferences.autocomplete')).optional(),
    // null: back to following the screen / the site's theme
    fontSize: z.int(fontSize).min(FONT_SIZE_MIN, fontSize).max(FONT_SIZE_MAX, fontSize).nullable().optional(),
    editorTheme: z.string().max(THEME_MAX, theme).regex(THEME_ID, theme).nullable().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), zodMsg('preferences.nothing'));

export type EditorPreferencesInput = Record<'keymap' | 'autocomplete' | 'fontSize' | 'editorTheme', unknown>;

export function createEditorPreferences(prisma: PrismaClient) {
  return {
    /** the user's saved preferences, or null when they never saved any */
    read: (userId: string) => prisma.editorPreference.findUnique({ where: { userId } }),
    /** stores the given fields (absent ones stay as they were) and answers the whole set */
    save(userId: string, input: Partial<EditorPreferencesInput>) {
      // GraphQL hands absent input fields over as undefined; null is "follow the default"
      const data = validate(preferencesInput, input);
      return prisma.editorPreference.upsert({ where: { userId }, create: { userId, ...data }, update: data });
    },
  };
}
