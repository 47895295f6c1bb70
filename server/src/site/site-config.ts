// The operator's site settings (content/site.yaml, or the file SITE_CONFIG names): links, donation
// channels, donations received, testimonials, the author's word, the coming-soon date and when
// the learners' rating is shown. Validated with zod; read at run time and read again when the
// file changes, so an operator edits it without a rebuild or a restart.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Locale } from '../graphql/locale';

export const defaultSiteConfigPath = fileURLToPath(new URL('../../../content/site.yaml', import.meta.url));

/** the average rating is hidden until this many learners have rated (unless the file says otherwise) */
export const DEFAULT_RATING_MINIMUM = 20;

const text = z.union([
  z.string().trim().min(1),
  z.strictObject({ en: z.string().trim().min(1), zhCN: z.string().trim().min(1).optional() }),
]);
export type SiteText = z.infer<typeof text>;

const httpUrl = z.url({ protocol: /^https?$/ });
const isoDate = z.union([z.iso.date(), z.date().transform((d) => d.toISOString().slice(0, 10))]);

const siteConfigSchema = z.strictObject({
  repositoryUrl: httpUrl.optional(),
  contactEmail: z.email().optional(),
  donationChannels: z
    .strictObject({
      wechat: z
        .string()
        .regex(/^(wxp:\/\/|https:\/\/)\S+$/, 'a wxp:// or https:// address')
        .optional(),
      alipay: httpUrl.optional(),
      githubSponsors: httpUrl.optional(),
      openCollective: httpUrl.optional(),
    })
    .optional(),
  donations: z
    .array(
      z.strictObject({
        name: z.string().trim().max(60).default(''),
        amount: z.number().positive(),
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as USD')
          .default('USD'),
        date: isoDate,
        note: text.optional(),
      }),
    )
    .default([]),
  testimonials: z
    .array(z.strictObject({ quote: text, name: z.string().trim().min(1).max(60), role: text.optional() }))
    .default([]),
  author: z
    .strictObject({ quote: text, name: z.string().trim().min(1).max(60), title: text.optional(), bio: text.optional() })
    .optional(),
  comingSoon: z.strictObject({ launchAt: z.union([z.iso.datetime({ offset: true }), z.date()]).optional() }).optional(),
  rating: z.strictObject({ minimumCount: z.int().min(1).default(DEFAULT_RATING_MINIMUM) }).optional(),
});

export type SiteConfig = z.output<typeof siteConfigSchema>;

/** the text in the reader's language, falling back to English */
export function localized(value: SiteText | undefined, locale: Locale): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  return (locale === 'zhCN' ? value.zhCN : undefined) ?? value.en;
}

/** parses the file's text; throws an error naming the file and the first bad setting */
export function parseSiteConfig(source: string, path: string): SiteConfig {
  let raw: unknown;
  try {
    raw = parseYaml(source) ?? {};
  } catch (error) {
    throw new Error(`${path}: not valid YAML (${(error as Error).message})`, { cause: error });
  }
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`${path}: ${issue.path.join('.') || '(top level)'}: ${issue.message}`);
}

export interface SiteSettingsSource {
  /** the settings as the file holds them now (the last valid version if an edit broke it) */
  current(): SiteConfig;
}

/**
 * Reads `path` now (a broken file fails the start) and again whenever its modification time
 * changes; a broken edit at run time is logged and the last valid settings stay in force.
 */
export function watchSiteConfig(path: string, logger?: Pick<Logger, 'error'>): SiteSettingsSource {
  const read = () => parseSiteConfig(readFileSync(path, 'utf8'), path);
  const modified = () => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  let seen = modified();
  let settings = seen < 0 ? parseSiteConfig('', path) : read();
  return {
    current() {
      const now = modified();
      if (now === seen) return settings;
      seen = now;
      try {
        settings = now < 0 ? parseSiteConfig('', path) : read();
      } catch (error) {
        logger?.error({ err: error }, 'site settings: the edited file is not valid, keeping the last valid settings');
      }
      return settings;
    },
  };
}
