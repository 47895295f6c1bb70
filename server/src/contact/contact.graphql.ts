// The contact form's mutation.
import { builder } from '../graphql/builder';

const ContactInput = builder.inputType('ContactInput', {
  fields: (t) => ({ name: t.string(), email: t.string(), message: t.string() }),
});

builder.mutationField('submitContact', (t) =>
  t.boolean({
    description: 'stores the message and mails it to the team',
    args: { input: t.arg({ type: ContactInput }) },
    resolve: (_root, { input }, ctx) =>
      ctx.contact.submit(input, { ip: ctx.accounts.meta(ctx.request).ip, userId: ctx.viewer?.id ?? null }),
  }),
);
