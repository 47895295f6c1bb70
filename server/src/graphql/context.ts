// Per-request context shared by every resolver.
import type { YogaInitialContext } from 'graphql-yoga';
import type { AccountsService } from '../accounts/accounts.service';
import type { ContactService } from '../contact/contact.service';
import type { PrismaClient } from '../generated/prisma/client';
import type { JudgeService } from '../judge/judge.service';
import type { ReportsService } from '../reports/reports.service';
import type { Role } from '../generated/prisma/enums';
import { type Locale, localeFromHeaders } from './locale';

export interface Viewer {
  id: string;
  role: Role;
  /** the sign-in (refresh-token family) the access token belongs to */
  sessionId?: string;
}

export interface Services {
  prisma: PrismaClient;
  /** resolves the signed-in user from the request (the accounts domain plugs in here) */
  authenticate: (request: Request) => Promise<Viewer | null>;
  accounts: AccountsService;
  contact: ContactService;
  reports: ReportsService;
  /** the code judge (a pool of sandboxed worker processes), created once per server */
  judge?: JudgeService;
}

export interface Context {
  prisma: PrismaClient;
  request: Request;
  locale: Locale;
  viewer: Viewer | null;
  accounts: AccountsService;
  contact: ContactService;
  reports: ReportsService;
  judge?: JudgeService;
  /** books returned by booksByLinks with ignoreProblemList: their problem list stays empty */
  booksWithoutProblems: WeakSet<object>;
}

export async function createContext(services: Services, initial: YogaInitialContext): Promise<Context> {
  return {
    prisma: services.prisma,
    request: initial.request,
    locale: localeFromHeaders(initial.request.headers),
    viewer: await services.authenticate(initial.request),
    accounts: services.accounts,
    contact: services.contact,
    reports: services.reports,
    judge: services.judge,
    booksWithoutProblems: new WeakSet(),
  };
}
