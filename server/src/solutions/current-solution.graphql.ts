// makeSolutionCurrent: applying a saved version in the workbench makes it the viewer's current
// version of that problem on the server, so the list's "Current" mark survives a reload
// (it used to live only in the page, and reverted to the newest save).
import { z } from 'zod';
import { builder } from '../graphql/builder';
import { makeSolutionCurrent } from './solutions.service';
import { zodMsg } from '../i18n/message';

const idSchema = z.string().trim().min(1, zodMsg('input.idRequired')).max(64, zodMsg('input.idTooLong'));

builder.mutationField('makeSolutionCurrent', (t) =>
  t.withAuth({ signedIn: true }).prismaField({
    type: 'SavedSolution',
    description: "makes one of the viewer's saved versions the current one of its problem (the others are not)",
    args: { solutionId: t.arg.string({ validate: idSchema }) },
    resolve: async (query, _root, args, ctx) => {
      await makeSolutionCurrent(ctx.prisma, ctx.viewer.id, args.solutionId);
      return ctx.prisma.savedSolution.findUniqueOrThrow({ ...query, where: { id: args.solutionId } });
    },
  }),
);
