// GraphQL of provider accounts (GitHub): which providers are configured, a one-time URL that
// binds one to the signed-in user, and unbinding. Thin: accounts/oauth.ts does the work (its
// redirect endpoints are rows of oauth.routes.ts).
import { builder } from '../graphql/builder';
import { setResponseCookie } from '../graphql/response-cookies';
import { reloadViewer, signedIn } from './accounts.graphql';

builder.queryFields((t) => ({
  authProviders: t.stringList({
    description: 'sign-in providers configured on this server (e.g. ["github"]); empty when none',
    resolve: (_root, _args, ctx) => ctx.accounts.oauth.configuredProviders(),
  }),
}));

builder.mutationFields((t) => ({
  socialBindUrl: t.withAuth(signedIn).string({
    description:
      'a short-lived URL on this host that starts binding a provider account for the signed-in user; it works only in the browser that asked (the answer sets an httpOnly cookie), so ask over HTTP from that browser',
    args: { provider: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { url, cookie } = await ctx.accounts.oauth.bindUrl(ctx.viewer.id, args.provider);
      setResponseCookie(ctx.request, cookie);
      return url;
    },
  }),
  unbindSocial: t.withAuth(signedIn).prismaField({
    type: 'User',
    args: { provider: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      await ctx.accounts.oauth.unbind(ctx.viewer.id, args.provider);
      return reloadViewer(query, ctx);
    },
  }),
}));
