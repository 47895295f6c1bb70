// `siteSettings`: the operator's site settings (site-config.ts), each text in the reader's
// language. Only what the operator configured is there; the web app leaves out what is not.
import { builder } from '../graphql/builder';
import type { Locale } from '../graphql/locale';
import { type SiteConfig, localized } from './site-config';

/** the settings of one request, in its language */
export interface SiteSettingsView {
  config: SiteConfig;
  locale: Locale;
}

const DONATION_CHANNEL_KINDS = ['wechat', 'alipay', 'githubSponsors', 'openCollective'] as const;
type DonationChannelKind = (typeof DONATION_CHANNEL_KINDS)[number];

const DonationChannelKindEnum = builder.enumType('DonationChannelKind', {
  values: {
    wechat: { value: 'wechat', description: 'WeChat Pay: a QR code of the address' },
    alipay: { value: 'alipay', description: 'Alipay: a QR code of the address' },
    githubSponsors: { value: 'githubSponsors', description: 'a GitHub Sponsors page' },
    openCollective: { value: 'openCollective', description: 'an Open Collective page' },
  } as const,
  description: 'wechat and alipay are shown as QR codes of their address; the others as links',
});

const DonationChannel = builder.objectRef<{ kind: DonationChannelKind; url: string }>('DonationChannel').implement({
  description: 'a way to donate that the operator configured',
  fields: (t) => ({
    kind: t.field({ type: DonationChannelKindEnum, description: 'which kind of channel', resolve: (c) => c.kind }),
    url: t.exposeString('url', { description: 'the payment address or page' }),
  }),
});

type Donation = SiteConfig['donations'][number] & { locale: Locale };
const DonationType = builder.objectRef<Donation>('Donation').implement({
  description: 'a donation the operator listed as received',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'empty for an anonymous donor' }),
    amount: t.exposeFloat('amount', { description: 'in the currency below' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code' }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
    note: t.string({
      nullable: true,
      description: 'the donor’s note, if any',
      resolve: (d) => localized(d.note, d.locale),
    }),
  }),
});

type Testimonial = SiteConfig['testimonials'][number] & { locale: Locale };
const TestimonialType = builder.objectRef<Testimonial>('Testimonial').implement({
  description: 'what a candidate said, published by the operator with their permission',
  fields: (t) => ({
    quote: t.string({ description: 'their words', resolve: (q) => localized(q.quote, q.locale)! }),
    name: t.exposeString('name', { description: 'as they agreed to be named' }),
    role: t.string({
      nullable: true,
      description: 'their role, if given',
      resolve: (q) => localized(q.role, q.locale),
    }),
  }),
});

type AuthorNote = NonNullable<SiteConfig['author']> & { locale: Locale };
const AuthorNoteType = builder.objectRef<AuthorNote>('AuthorNote').implement({
  description: "the maintainer's word on the landing page",
  fields: (t) => ({
    quote: t.string({ description: 'the maintainer’s words', resolve: (a) => localized(a.quote, a.locale)! }),
    name: t.exposeString('name', { description: 'the maintainer’s name' }),
    title: t.string({
      nullable: true,
      description: 'their title, if given',
      resolve: (a) => localized(a.title, a.locale),
    }),
    bio: t.string({
      nullable: true,
      description: 'a short biography, if given',
      resolve: (a) => localized(a.bio, a.locale),
    }),
  }),
});

export const SiteSettingsType = builder.objectRef<SiteSettingsView>('SiteSettings').implement({
  description: "the operator's site settings (content/site.yaml): only what is configured",
  fields: (t) => ({
    repositoryUrl: t.string({
      nullable: true,
      description: 'the public source repository',
      resolve: ({ config }) => config.repositoryUrl ?? null,
    }),
    contactEmail: t.string({
      nullable: true,
      description: 'an address the team reads',
      resolve: ({ config }) => config.contactEmail ?? null,
    }),
    donationChannels: t.field({
      type: [DonationChannel],
      description: 'the configured ways to donate (none: the donate page shows none)',
      resolve: ({ config }) =>
        DONATION_CHANNEL_KINDS.flatMap((kind) => {
          const url = config.donationChannels?.[kind];
          return url ? [{ kind, url }] : [];
        }),
    }),
    donations: t.field({
      type: [DonationType],
      description: 'newest first',
      resolve: ({ config, locale }) =>
        [...config.donations].sort((a, b) => b.date.localeCompare(a.date)).map((d) => ({ ...d, locale })),
    }),
    testimonials: t.field({
      type: [TestimonialType],
      description: 'what candidates said (none: the landing page has no testimonials section)',
      resolve: ({ config, locale }) => config.testimonials.map((q) => ({ ...q, locale })),
    }),
    author: t.field({
      type: AuthorNoteType,
      description: 'the maintainer’s word, if configured',
      nullable: true,
      resolve: ({ config, locale }) => (config.author ? { ...config.author, locale } : null),
    }),
    comingSoonAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'when the coming-soon features are planned, if the operator set a date',
      resolve: ({ config }) => (config.comingSoon?.launchAt ? new Date(config.comingSoon.launchAt) : null),
    }),
  }),
});

builder.queryField('siteSettings', (t) =>
  t.field({
    type: SiteSettingsType,
    description: "the operator's site settings, read at run time (public)",
    resolve: (_root, _args, ctx) => ({ config: ctx.site.current(), locale: ctx.locale }),
  }),
);
