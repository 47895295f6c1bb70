// The bar over a fresh attempt (review): what is hidden and "Give up"; after a submit, the
// verdict and the four grades; once graded, when it comes back, with the way back to the review
// and to the learner's earlier code. Giving up grades Again and shows the earlier code.
import '../../i18n/namespaces/review';
import { useMutation } from '@apollo/client/react';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { secondaryButton } from '../../components/buttonStyles';
import { GradeReviewDocument } from '../../gql/graphql';
import { REVIEW_GRADES } from '../../review/grades';
import { useLocale } from '../../i18n/useLocale';
import { formatDateTime } from '../../lib/formatDate';
import { toast } from '../../toast/toast';
import { clearDrafts } from '../code/codeCache';
import { useWorkbench } from '../WorkbenchContext';
import { useFresh, useStores } from '../state/useStores';

export function FreshAttemptBar() {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const api = useWorkbench();
  const stores = useStores();
  const { phase, verdict } = useFresh((s) => s);
  const navigate = useNavigate();
  const location = useLocation();
  const [gradeReview, { loading }] = useMutation(GradeReviewDocument);
  const [outcome, setOutcome] = useState<{ grade: string; due: Date } | null>(null);
  // the same page without ?fresh: the learner's own code again
  const earlierCode = location.pathname;

  const variants = [...api.languages, ...api.problem.supportFrameworks];
  const grade = async (value: number) => {
    try {
      const { data } = await gradeReview({ variables: { problemId: api.problem.id, grade: value } });
      clearDrafts(api.owner, api.problem.id, variants);
      const label = t(REVIEW_GRADES[value - 1]!.key);
      if (value === 1 && phase === 'attempt') {
        toast.info(t('fresh.doneGaveUp'));
        void navigate(earlierCode, { replace: true });
        return;
      }
      setOutcome({ grade: label, due: new Date(data!.gradeReview.due as string) });
      stores.fresh.setState({ phase: 'done' });
    } catch {
      toast.error(t('gradeFailed'));
    }
  };

  let body;
  if (!api.signedIn) body = <p>{t('fresh.signInRequired')}</p>;
  else if (phase === 'attempt')
    body = (
      <>
        <p className="min-w-0 flex-1">{t('fresh.attempting')}</p>
        <button type="button" className={secondaryButton} disabled={loading} onClick={() => void grade(1)}>
          {t('fresh.giveUp')}
        </button>
      </>
    );
  else if (phase === 'grade')
    body = (
      <>
        <p className="min-w-0 flex-1" role="status">
          {t('fresh.submitted', { passed: verdict?.passed ?? 0, total: verdict?.total ?? 0 })}
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('howWasIt')}>
          {REVIEW_GRADES.map(({ value, key }) => (
            <button
              key={value}
              type="button"
              className={secondaryButton}
              disabled={loading}
              onClick={() => void grade(value)}
            >
              {t(key)}
            </button>
          ))}
        </div>
      </>
    );
  else
    body = (
      <>
        <p className="min-w-0 flex-1" role="status">
          {outcome && t('fresh.done', { grade: outcome.grade, date: formatDateTime(outcome.due, locale) })}
        </p>
        <Link to={paths.review} className={secondaryButton}>
          {t('fresh.backToReview')}
        </Link>
        <Link to={earlierCode} replace className={secondaryButton}>
          {t('fresh.showEarlier')}
        </Link>
      </>
    );
  return (
    <section
      aria-label={t('fresh.label')}
      className="flex flex-wrap items-center gap-3 border-b border-indigo-200 bg-indigo-50 px-4 py-2 text-sm text-indigo-950 dark:border-indigo-900 dark:bg-indigo-950/60 dark:text-indigo-100"
      data-testid="fresh-attempt"
      data-phase={phase}
    >
      <RotateCcw aria-hidden="true" className="size-4 shrink-0" />
      {body}
    </section>
  );
}
