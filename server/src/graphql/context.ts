// Per-request context shared by every resolver. Infrastructure names no domain: the part the
// domains bring (the signed-in viewer, their services) is `DomainContext`, which the assembling
// place (server/src/services.ts) fills by interface merging and builds per request.
import type { PrismaClient } from '../generated/prisma/client';
import { type Locale, localeFromHeaders } from './locale';

/** What the domains put into every request's context; declared in server/src/services.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainContext {}

/** The part of the context that infrastructure itself provides. */
export interface BaseContext {
  prisma: PrismaClient;
  request: Request;
  locale: Locale;
  /** books returned by booksByLinks with ignoreProblemList: their problem list stays empty */
  booksWithoutProblems: WeakSet<object>;
}

export interface Context extends BaseContext, DomainContext {}

/** builds one request's context (supplied by the assembling place) */
export type ContextFactory = (request: Request) => Promise<Context>;

export function baseContext(prisma: PrismaClient, request: Request): BaseContext {
  return {
    prisma,
    request,
    locale: localeFromHeaders(request.headers),
    booksWithoutProblems: new WeakSet(),
  };
}
