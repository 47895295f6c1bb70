// `platformStatus`: the live health of the website, API, database, judge and GitHub sign-in.
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { type JudgeStatsLike, judgeProbeFromStats } from '@platform/judge';
import {
  type JudgeHealthProbe,
  type PlatformStatus,
  SERVICE_IDS,
  SERVICE_STATES,
  type ServiceHealth,
  platformStatus,
} from './status.service';

const ServiceIdEnum = builder.enumType('StatusServiceId', { values: SERVICE_IDS });
const ServiceStatusEnum = builder.enumType('ServiceStatus', { values: SERVICE_STATES });

const ServiceHealthType = builder.objectRef<ServiceHealth>('ServiceHealth').implement({
  fields: (t) => ({
    id: t.field({ type: ServiceIdEnum, resolve: (s) => s.id }),
    status: t.field({ type: ServiceStatusEnum, resolve: (s) => s.status }),
    detail: t.exposeString('detail', { nullable: true, description: 'why it is not operational, when known' }),
    latencyMs: t.exposeInt('latencyMs', { nullable: true, description: 'duration of the check, when measured' }),
  }),
});

const PlatformStatusType = builder.objectRef<PlatformStatus>('PlatformStatus').implement({
  fields: (t) => ({
    services: t.field({ type: [ServiceHealthType], resolve: (s) => s.services }),
    checkedAt: t.expose('checkedAt', { type: 'DateTime' }),
  }),
});

/**
 * The judge's health probe: its own health() when it has one, else one read from its pool
 * statistics. The judge service sits in the context as `judge` (or `services.judge`); without
 * it the judge reads as an outage, "not configured".
 */
function judgeOf(ctx: Context): JudgeHealthProbe | undefined {
  type JudgeLike = { health?: JudgeHealthProbe['health']; stats?: () => JudgeStatsLike };
  const loose = ctx as unknown as { judge?: JudgeLike; services?: { judge?: JudgeLike } };
  const judge = loose.judge ?? loose.services?.judge;
  if (typeof judge?.health === 'function') return { health: judge.health.bind(judge) };
  if (typeof judge?.stats === 'function') return judgeProbeFromStats(judge.stats.bind(judge));
  return undefined;
}

builder.queryFields((t) => ({
  platformStatus: t.field({
    type: PlatformStatusType,
    description: 'live health of website, api, database, judge and github sign-in (public)',
    resolve: (_root, _args, ctx) =>
      platformStatus({
        prisma: ctx.prisma,
        judge: judgeOf(ctx),
        github: ctx.accounts?.deps.config.github,
        log: (error, service) => ctx.accounts?.deps.logger.warn({ err: error, service }, 'status check failed'),
      }),
  }),
}));
