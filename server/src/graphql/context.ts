// Per-request context shared by every resolver.
import type { YogaInitialContext } from 'graphql-yoga';
import type { PrismaClient } from '../generated/prisma/client';
import type { Role } from '../generated/prisma/enums';
import { type Locale, localeFromHeaders } from './locale';

export interface Viewer {
  id: string;
  role: Role;
}

export interface Services {
  prisma: PrismaClient;
  /** resolves the signed-in user from the request (the accounts domain plugs in here) */
  authenticate: (request: Request) => Promise<Viewer | null>;
}

export interface Context {
  prisma: PrismaClient;
  request: Request;
  locale: Locale;
  viewer: Viewer | null;
  /** books returned by booksByLinks with ignoreProblemList: their problem list stays empty */
  booksWithoutProblems: WeakSet<object>;
}

export async function createContext(services: Services, initial: YogaInitialContext): Promise<Context> {
  return {
    prisma: services.prisma,
    request: initial.request,
    locale: localeFromHeaders(initial.request.headers),
    viewer: await services.authenticate(initial.request),
    booksWithoutProblems: new WeakSet(),
  };
}
