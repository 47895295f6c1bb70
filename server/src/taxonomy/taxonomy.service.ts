// Tags and companies: maintained by administrators (the GraphQL fields are admin-only; this
// module validates and writes). Rules of the spec: key required and unique (editing excludes
// itself; 'this Key already exists, please use a unique Key', 409); every language label required
// (en and zhCN; other language codes may be added), the label arriving as an object or as a JSON
// string; company icon required, letters, digits, underscore and hyphen only, and a registered
// icon name (icons.ts); link optional; color optional (the admin page sends null, which keeps
// the stored color on update).
import { z } from 'zod';
import { type PrismaClient, Prisma } from '../generated/prisma/client';
import { AppError, badInput, notFound } from '../graphql/errors';
import { ICON_NAME_PATTERN, isRegisteredIcon } from './icons';
import { type Message, messageOfIssue, msg, zodMsg } from '../i18n/message';

export const DUPLICATE_KEY_MESSAGE = msg('taxonomy.duplicateKey');
export const REQUIRED_LANGUAGES = ['en', 'zhCN'] as const;

const requiredText = (field: Message, max: number) =>
  z
    .string({ error: zodMsg('input.required', { field }) })
    .trim()
    .min(1, zodMsg('input.required', { field }))
    .max(max, zodMsg('input.fieldAtMost', { field, max }));

const keySchema = requiredText(msg('field.key'), 64).regex(
  /^[A-Za-z0-9][A-Za-z0-9._+#-]*$/,
  zodMsg('taxonomy.keyChars'),
);

const iconSchema = requiredText(msg('field.icon'), 64)
  .regex(ICON_NAME_PATTERN, zodMsg('taxonomy.iconChars'))
  .refine(isRegisteredIcon, { error: (issue) => zodMsg('taxonomy.iconUnknown', { icon: String(issue.input) }) });

const linkSchema = z
  .string()
  .trim()
  .max(500, zodMsg('taxonomy.linkAtMost'))
  .regex(/^(?:$|https?:\/\/\S+$|[a-z0-9][a-z0-9-]{0,127}$)/, zodMsg('taxonomy.link'))
  .transform((value) => value || null);

const colorSchema = z
  .string()
  .trim()
  .max(32, zodMsg('taxonomy.colorAtMost'))
  .regex(/^(?:$|#[0-9A-Fa-f]{3,8}|[a-z]+)$/, zodMsg('taxonomy.color'))
  .transform((value) => value || null);

const LANGUAGE_CODE = /^[a-z]{2,3}(?:[A-Z]{2}|-[A-Za-z0-9]{2,8})?$/;

/** A label per language: an object, or the JSON text of one (the REST form sends a string). */
export function parseLabel(value: unknown): Record<string, string> {
  let raw = value;
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (!text) throw badInput(msg('taxonomy.labelRequired'), { field: 'label' });
    try {
      raw = JSON.parse(text);
    } catch {
      throw badInput(msg('taxonomy.labelObject'), {
        field: 'label',
      });
    }
  }
  if (raw == null) throw badInput(msg('taxonomy.labelRequired'), { field: 'label' });
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw badInput(msg('taxonomy.labelObject'), {
      field: 'label',
    });
  }
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > 20) throw badInput(msg('taxonomy.labelLanguages'), { field: 'label' });
  const label: Record<string, string> = {};
  for (const language of REQUIRED_LANGUAGES) {
    const text = (raw as Record<string, unknown>)[language];
    if (typeof text !== 'string' || !text.trim()) {
      throw badInput(msg('taxonomy.labelLanguageRequired', { language }), { field: `label.${language}` });
    }
  }
  for (const [language, text] of entries) {
    if (!LANGUAGE_CODE.test(language)) {
      throw badInput(msg('taxonomy.notLanguageCode', { language }), { field: 'label' });
    }
    if (typeof text !== 'string' || !text.trim()) {
      throw badInput(msg('taxonomy.labelLanguageRequired', { language }), { field: `label.${language}` });
    }
    if (text.trim().length > 100) {
      throw badInput(msg('taxonomy.labelLanguageAtMost', { language }), { field: `label.${language}` });
    }
    label[language] = text.trim();
  }
  return label;
}

function check<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw badInput(messageOfIssue(result.error.issues[0], msg('input.fieldInvalid', { field })), { field });
  }
  return result.data;
}

const duplicateKey = () => new AppError('CONFLICT', DUPLICATE_KEY_MESSAGE, { field: 'key' });

/** Runs the write, turning the unique-key race into the same 409 as the check before it. */
export async function uniqueKey<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw duplicateKey();
    throw error;
  }
}

// Each function below validates an admin's input and answers the data to write (the GraphQL
// resolver writes it with its own selection). Order of refusals: unknown id (404), invalid input
// (400), duplicate key (409).

// ───────────────────────────── tags ─────────────────────────────

export interface TagInput {
  key?: string | null;
  label?: unknown;
}

export async function tagToCreate(prisma: PrismaClient, input: TagInput) {
  const key = check(keySchema, input.key ?? '', 'key');
  const label = parseLabel(input.label);
  if (await prisma.tag.findUnique({ where: { key }, select: { id: true } })) throw duplicateKey();
  return { key, label };
}

export async function tagToUpdate(prisma: PrismaClient, id: string, input: TagInput) {
  await existingTag(prisma, id);
  const key = input.key == null ? undefined : check(keySchema, input.key, 'key');
  const label = input.label == null ? undefined : parseLabel(input.label);
  if (key && (await prisma.tag.findFirst({ where: { key, id: { not: id } }, select: { id: true } }))) {
    throw duplicateKey();
  }
  return { key, label };
}

export async function existingTag(prisma: PrismaClient, id: string): Promise<void> {
  if (!(await prisma.tag.findUnique({ where: { id }, select: { id: true } })))
    throw notFound(msg('taxonomy.tagNotFound'));
}

// ───────────────────────────── companies ─────────────────────────────

export interface CompanyInput {
  key?: string | null;
  icon?: string | null;
  link?: string | null;
  label?: unknown;
  color?: string | null;
}

export async function companyToCreate(prisma: PrismaClient, input: CompanyInput) {
  const key = check(keySchema, input.key ?? '', 'key');
  const icon = check(iconSchema, input.icon ?? '', 'icon');
  const label = parseLabel(input.label);
  const link = input.link == null ? null : check(linkSchema, input.link, 'link');
  const color = input.color == null ? null : check(colorSchema, input.color, 'color');
  if (await prisma.company.findUnique({ where: { key }, select: { id: true } })) throw duplicateKey();
  return { key, icon, label, link, color };
}

export async function companyToUpdate(prisma: PrismaClient, id: string, input: CompanyInput) {
  await existingCompany(prisma, id);
  const key = input.key == null ? undefined : check(keySchema, input.key, 'key');
  const icon = input.icon == null ? undefined : check(iconSchema, input.icon, 'icon');
  const label = input.label == null ? undefined : parseLabel(input.label);
  // The form always sends link: an empty one removes it; null (or absent) leaves it.
  const link = input.link == null ? undefined : check(linkSchema, input.link, 'link');
  // The admin page sends color: null, which keeps the stored color.
  const color = input.color == null ? undefined : check(colorSchema, input.color, 'color');
  if (key && (await prisma.company.findFirst({ where: { key, id: { not: id } }, select: { id: true } }))) {
    throw duplicateKey();
  }
  return { key, icon, label, link, color };
}

export async function existingCompany(prisma: PrismaClient, id: string): Promise<void> {
  if (!(await prisma.company.findUnique({ where: { id }, select: { id: true } }))) {
    throw notFound(msg('taxonomy.companyNotFound'));
  }
}
