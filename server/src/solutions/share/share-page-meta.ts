// The title and Open Graph text of a shared solution's page (/solutions/<token>), for chat
// previews: the problem, the result and the date; nothing of the code.
import type { PrismaClient } from '../../generated/prisma/client';
import type { Locale } from '../../graphql/locale';
import type { PageMeta } from '../../http/page-meta';
import { msg } from '../../i18n/message';
import { renderMessage } from '../../i18n/render';
import { findSharedSolution, tokenOfSharedPath } from './share.service';

export async function sharedSolutionMeta(prisma: PrismaClient, path: string, locale: Locale): Promise<PageMeta | null> {
  const token = tokenOfSharedPath(path);
  if (!token) return null;
  const shared = await findSharedSolution(prisma, token);
  if (!shared) return null;
  const problem = locale === 'zhCN' && shared.problem.titleZh ? shared.problem.titleZh : shared.problem.title;
  const date = new Intl.DateTimeFormat(locale === 'zhCN' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(shared.createdAt);
  const result = shared.status === 'success' ? msg('share.metaPassed') : msg('share.metaFailed');
  return {
    title: renderMessage(locale, msg('share.metaTitle', { problem })),
    description: renderMessage(
      locale,
      msg('share.metaDescription', { result, passed: shared.passed, total: shared.total, date }),
    ),
    noIndex: true,
  };
}
