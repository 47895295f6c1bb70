// updateSolution: the workbench's "update the current version" — replaces the code (and its
// language) of one of the viewer's saved versions, keeping its title; the status goes back to
// untested since the code changed.
import { z } from 'zod';
import { builder } from '../graphql/builder';
import { codeSchema, ownedSolution } from './solutions.service';
import { zodMsg } from '../i18n/message';

const idSchema = z.string().trim().min(1, zodMsg('input.idRequired')).max(64, zodMsg('input.idTooLong'));
const languageSchema = z.string().trim().min(1, zodMsg('judge.languageRequired')).max(32);

builder.mutationField('updateSolution', (t) =>
  t.withAuth({ signedIn: true }).prismaField({
    type: 'SavedSolution',
    description: "replaces the code of one of the viewer's saved versions (its title is kept; status becomes untested)",
    args: {
      solutionId: t.arg.string({ validate: idSchema }),
      code: t.arg.string({ validate: codeSchema }),
      language: t.arg.string({ validate: languageSchema }),
    },
    resolve: async (query, _root, args, ctx) => {
      await ownedSolution(ctx.prisma, ctx.viewer.id, args.solutionId);
      return ctx.prisma.savedSolution.update({
        ...query,
        where: { id: args.solutionId },
        data: { code: args.code, language: args.language, status: 'untested' },
      });
    },
  }),
);
