// The one-year contribution graph (react-activity-calendar) with its four figures. Days are
// the learner's calendar days: the zone set in settings, else the browser's, goes with the
// queries. The two streak figures are all-time (the `streak` query, its own request so a failure
// leaves the graph); until it answers they show the graph's year.
import { refetchQuietly } from '../../apollo/refetchQuietly';
import { useQuery } from '@apollo/client/react';
import { CalendarCheck, Flame, type LucideIcon, Target, Trophy } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { DashboardActivityDocument, type DashboardActivityQuery } from '../../gql/graphql';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useSession } from '../../auth/useSession';
import { DashboardStreakDocument, type DashboardStreakQuery } from '../../gql/graphql';
import { browserTimeZone } from '../../lib/timeZone';
import { ContributionCalendar } from './ContributionCalendar';
import { DashboardCard, SectionUnavailable, useLogFailure } from './sectionParts';

type Graph = DashboardActivityQuery['activityGraph'];

export function ActivitySection() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const browser = useMemo(() => browserTimeZone(), []);
  const timeZone = session.user?.timeZone ?? browser;
  const { data, error, refetch } = useQuery(DashboardActivityDocument, {
    variables: { timeZone },
    fetchPolicy: 'cache-and-network',
  });
  const streakQuery = useQuery(DashboardStreakDocument, { variables: { timeZone }, fetchPolicy: 'cache-and-network' });
  useLogFailure('activity graph', error);
  useLogFailure('streak', streakQuery.error);
  const graph = data?.activityGraph;
  const streak = streakQuery.data?.streak;
  return (
    <DashboardCard id="activity-heading" title={t('activity.title')} subtitle={t('activity.subtitle')}>
      {graph ? (
        <>
          <p id="activity-explanation" className="mt-2 text-xs text-slate-500 dark:text-slate-400">
            {t('activity.explanation')}
          </p>
          <Figures graph={graph} streak={streak} />
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="activity-zone">
            {t('activity.zone', { zone: streak?.timeZone ?? graph.timeZone })}{' '}
            <Link
              to={paths.userSetting}
              className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
            >
              {t('activity.changeZone')}
            </Link>
          </p>
          <div className="mt-6">
            <ContributionCalendar graph={graph} />
          </div>
        </>
      ) : error ? (
        <SectionUnavailable onRetry={() => refetchQuietly(refetch)} />
      ) : (
        <div role="status" aria-label={t('loading')}>
          <div className="mt-5 grid grid-cols-2 gap-3 @xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-[4.5rem] rounded-xl" />
            ))}
          </div>
          <Skeleton className="mt-6 h-32 w-full rounded-xl" />
        </div>
      )}
    </DashboardCard>
  );
}

function Figures({ graph, streak }: { graph: Graph; streak: DashboardStreakQuery['streak'] | undefined }) {
  const { t } = useTranslation('dashboard');
  const figures: { key: string; icon: LucideIcon; label: string; value: string; tone: string }[] = [
    {
      key: 'completions',
      icon: Target,
      label: t('activity.completions'),
      value: String(graph.totalCompletions),
      tone: 'text-indigo-600 dark:text-indigo-300',
    },
    {
      key: 'active-days',
      icon: CalendarCheck,
      label: t('activity.activeDays'),
      value: String(graph.totalActiveDays),
      tone: 'text-emerald-600 dark:text-emerald-300',
    },
    {
      key: 'max-streak',
      icon: Trophy,
      label: t('activity.maxStreak'),
      value: t('activity.days', { count: streak?.longest ?? graph.maxStreak }),
      tone: 'text-amber-600 dark:text-amber-300',
    },
    {
      key: 'current-streak',
      icon: Flame,
      label: t('activity.currentStreak'),
      value: t('activity.days', { count: streak?.current ?? graph.currentStreak }),
      tone: 'text-orange-600 dark:text-orange-300',
    },
  ];
  return (
    <dl className="mt-5 grid grid-cols-2 gap-3 @xl:grid-cols-4">
      {figures.map(({ key, icon: Icon, label, value, tone }) => (
        <div
          key={key}
          data-testid={`figure-${key}`}
          aria-describedby={key === 'completions' ? 'activity-explanation' : undefined}
          className="rounded-xl border border-slate-200 bg-slate-50/60 px-4 py-3 dark:border-slate-800 dark:bg-slate-950/40"
        >
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-400">
            <Icon aria-hidden="true" className={`size-3.5 ${tone}`} />
            {label}
          </dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
