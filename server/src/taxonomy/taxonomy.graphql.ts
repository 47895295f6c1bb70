// GraphQL of the taxonomy: the Tag and Company types problems are labelled with, the lists
// everyone may read (`tags`, `companies`, `companyIcons`) and their maintenance (admin pages):
// only administrators may create, update or delete them, enforced with scope-auth (anonymous:
// 401, signed-in non-admin: 403).
import { z } from 'zod';
import { builder } from '../graphql/builder';
import {
  companyToCreate,
  companyToUpdate,
  existingCompany,
  existingTag,
  tagToCreate,
  tagToUpdate,
  uniqueKey,
} from './taxonomy.service';
import { COMPANY_ICONS } from './icons';
import { zodMsg } from '../i18n/message';

export const TagType = builder.prismaObject('Tag', {
  fields: (t) => ({
    id: t.exposeID('id'),
    key: t.exposeString('key'),
    label: t.field({ type: 'JSON', description: 'label per language code', resolve: (tag) => tag.label }),
  }),
});

export const CompanyType = builder.prismaObject('Company', {
  fields: (t) => ({
    id: t.exposeID('id'),
    key: t.exposeString('key'),
    icon: t.exposeString('icon'),
    link: t.exposeString('link', { nullable: true }),
    label: t.field({ type: 'JSON', description: 'label per language code', resolve: (c) => c.label }),
    color: t.exposeString('color', { nullable: true }),
  }),
});

const admin = { admin: true } as const;
const idArg = z.string().trim().min(1, zodMsg('input.idRequiredShort')).max(128, zodMsg('input.anIdAtMost'));

const labelDescription = 'label per language code, an object or its JSON text; en and zhCN are required';

const TagInput = builder.inputType('TagInput', {
  description: 'on update, a field left out (or null) keeps its value',
  fields: (t) => ({
    key: t.string({ required: false, description: 'unique' }),
    label: t.field({ type: 'JSON', required: false, description: labelDescription }),
  }),
});

const CompanyInput = builder.inputType('CompanyInput', {
  description: 'on update, a field left out (or null) keeps its value; an empty link removes it',
  fields: (t) => ({
    key: t.string({ required: false, description: 'unique' }),
    icon: t.string({ required: false, description: 'a registered icon name (query companyIcons)' }),
    link: t.string({ required: false, description: 'optional: an http(s) URL or a book link' }),
    label: t.field({ type: 'JSON', required: false, description: labelDescription }),
    color: t.string({ required: false, description: 'optional CSS color; null keeps the stored one' }),
  }),
});

builder.queryFields((t) => ({
  tags: t.prismaField({
    type: ['Tag'],
    description: 'every tag, by key',
    resolve: (query, _root, _args, ctx) => ctx.prisma.tag.findMany({ ...query, orderBy: { key: 'asc' } }),
  }),
  companies: t.prismaField({
    type: ['Company'],
    description: 'every company, by key',
    resolve: (query, _root, _args, ctx) => ctx.prisma.company.findMany({ ...query, orderBy: { key: 'asc' } }),
  }),
  companyIcons: t.stringList({
    description: 'the registered company icon names a company may use',
    resolve: () => [...COMPANY_ICONS],
  }),
}));

builder.mutationFields((t) => ({
  createTag: t.prismaField({
    type: TagType,
    authScopes: admin,
    args: { input: t.arg({ type: TagInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const data = await tagToCreate(ctx.prisma, input);
      return uniqueKey(() => ctx.prisma.tag.create({ ...query, data }));
    },
  }),
  updateTag: t.prismaField({
    type: TagType,
    authScopes: admin,
    args: { id: t.arg.id({ validate: idArg }), input: t.arg({ type: TagInput }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      const data = await tagToUpdate(ctx.prisma, String(id), input);
      return uniqueKey(() => ctx.prisma.tag.update({ ...query, where: { id: String(id) }, data }));
    },
  }),
  deleteTag: t.prismaField({
    type: TagType,
    description: 'answers the deleted tag; problems lose it',
    authScopes: admin,
    args: { id: t.arg.id({ validate: idArg }) },
    resolve: async (query, _root, { id }, ctx) => {
      await existingTag(ctx.prisma, String(id));
      return ctx.prisma.tag.delete({ ...query, where: { id: String(id) } });
    },
  }),
  createCompany: t.prismaField({
    type: CompanyType,
    authScopes: admin,
    args: { input: t.arg({ type: CompanyInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const data = await companyToCreate(ctx.prisma, input);
      return uniqueKey(() => ctx.prisma.company.create({ ...query, data }));
    },
  }),
  updateCompany: t.prismaField({
    type: CompanyType,
    authScopes: admin,
    args: { id: t.arg.id({ validate: idArg }), input: t.arg({ type: CompanyInput }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      const data = await companyToUpdate(ctx.prisma, String(id), input);
      return uniqueKey(() => ctx.prisma.company.update({ ...query, where: { id: String(id) }, data }));
    },
  }),
  deleteCompany: t.prismaField({
    type: CompanyType,
    description: 'answers the deleted company; problems lose it',
    authScopes: admin,
    args: { id: t.arg.id({ validate: idArg }) },
    resolve: async (query, _root, { id }, ctx) => {
      await existingCompany(ctx.prisma, String(id));
      return ctx.prisma.company.delete({ ...query, where: { id: String(id) } });
    },
  }),
}));
