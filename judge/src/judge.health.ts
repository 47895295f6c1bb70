// The judge's health rule, as the status page reads it: from the pool statistics of a local
// judge, or from the queue of a queued one (JUDGE_MODE=queue). The status domain asks; the
// judge decides what counts as degraded or out.
export type JudgeHealthStatus = 'operational' | 'degraded' | 'outage';

export interface JudgeHealth {
  status: JudgeHealthStatus;
  detail: string | null;
}

/** What a judge offers the status page. */
export interface JudgeHealthProbe {
  health(): Promise<{ status: JudgeHealthStatus; detail?: string | null }>;
}

/** The part of the judge's pool statistics the rule reads. */
export interface JudgeStatsLike {
  workers: number;
  idle: number;
  busy: number;
  queued: number;
}

/**
 * A probe from the judge's pool statistics, for a judge without its own health(): runs
 * waiting with no worker at all is an outage, runs waiting with every worker busy is
 * degraded, else operational (an idle pool may start its workers on demand).
 */
export function judgeProbeFromStats(stats: () => JudgeStatsLike): JudgeHealthProbe {
  return {
    async health() {
      const s = stats();
      if (s.workers <= 0 && s.queued > 0) return { status: 'outage', detail: 'no workers' };
      if (s.queued > 0 && s.idle === 0) return { status: 'degraded', detail: `${s.queued} runs waiting` };
      return { status: 'operational', detail: null };
    },
  };
}

/**
 * The health of a queued judge (JUDGE_MODE=queue) from its queue: no worker process
 * consuming it is an outage (runs would only wait and time out), runs waiting while workers
 * are connected is degraded, else operational.
 */
export function judgeHealthFromQueue(q: { workers: number; waiting: number }): JudgeHealth {
  if (q.workers <= 0) return { status: 'outage', detail: 'no judge worker is consuming the queue' };
  if (q.waiting > 0) return { status: 'degraded', detail: `${q.waiting} runs waiting for ${q.workers} judge workers` };
  return { status: 'operational', detail: null };
}
