// One review for the page, whoever asks: a signed-in learner's from the server (reviewQueue,
// gradeReview, startFlashcards), a visitor's from this browser (localReview.ts) with the
// knowledge questions' titles from the bank. The page draws either the same way.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../auth/useSession';
import {
  GradeReviewDocument,
  KnowledgeQuestionsDocument,
  type KnowledgeQuestionsQuery,
  ReviewQueueDocument,
  StartFlashcardsDocument,
} from '../gql/graphql';
import { browserTimeZone } from '../lib/timeZone';
import { localQueue } from './localSchedule';
import { gradeLocal, readLocalReview, startLocal, writeLocalReview } from './localReviewStore';
import type { ReviewForecastDay } from './localSchedule';

export type ReviewKind = 'FLASHCARD' | 'FRESH_ATTEMPT';
export interface ReviewEntry {
  link: string;
  title: string;
  kind: ReviewKind;
}
export interface ReviewView {
  mode: 'account' | 'local' | 'checking';
  loading: boolean;
  failed: boolean;
  today: string;
  due: ReviewEntry[];
  flashcardsDue: number;
  freshAttemptsDue: number;
  newFlashcards: number;
  forecast: ReviewForecastDay[];
  grade: (link: string, grade: number) => Promise<void>;
  start: (count: number) => Promise<void>;
}

const zone = () => browserTimeZone() ?? 'UTC';

export function useReview(): ReviewView {
  const session = useSession();
  const account = useAccountReview(session.status !== 'authenticated');
  const local = useLocalReview(session.status !== 'anonymous');
  if (session.status === 'authenticated') return account;
  if (session.status === 'anonymous') return local;
  return { ...local, mode: 'checking', loading: true };
}

function useAccountReview(skip: boolean): ReviewView {
  const { data, loading, error, refetch } = useQuery(ReviewQueueDocument, {
    variables: { timeZone: zone() },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const [gradeReview] = useMutation(GradeReviewDocument);
  const [startFlashcards] = useMutation(StartFlashcardsDocument);
  const queue = data?.reviewQueue;
  const grade = useCallback(
    async (link: string, value: number) => {
      await gradeReview({ variables: { problemId: link, grade: value } });
      await refetch();
    },
    [gradeReview, refetch],
  );
  const start = useCallback(
    async (count: number) => {
      await startFlashcards({ variables: { count } });
      await refetch();
    },
    [startFlashcards, refetch],
  );
  return {
    mode: 'account',
    loading: loading && !queue,
    failed: Boolean(error) && !queue,
    today: queue?.today ?? '',
    due: (queue?.due ?? []).map((item) => ({ link: item.problem.link, title: item.problem.title, kind: item.kind })),
    flashcardsDue: queue?.flashcardsDue ?? 0,
    freshAttemptsDue: queue?.freshAttemptsDue ?? 0,
    newFlashcards: queue?.newFlashcards ?? 0,
    forecast: queue?.forecast ?? [],
    grade,
    start,
  };
}

/** every knowledge question of the bank (the field pages by 100), in link order as the server starts them */
function useKnowledgeQuestions(skip: boolean) {
  const client = useApolloClient();
  const [state, setState] = useState<{ questions: { link: string; title: string }[] | null; failed: boolean }>({
    questions: null,
    failed: false,
  });
  useEffect(() => {
    if (skip) return;
    let live = true;
    void (async () => {
      const questions: { link: string; title: string }[] = [];
      let after: string | null = null;
      // at most 20 pages: a bank of 2,000 questions; a server that never ends a list cannot loop us
      for (let page = 0; page < 20; page += 1) {
        const result: { data?: KnowledgeQuestionsQuery } = await client.query({
          query: KnowledgeQuestionsDocument,
          variables: { after },
        });
        const list = result.data?.problems;
        if (!list) throw new Error('no problems');
        questions.push(...list.edges.map(({ node }) => ({ link: node.link, title: node.title })));
        if (!list.pageInfo.hasNextPage || !list.pageInfo.endCursor) break;
        after = list.pageInfo.endCursor;
      }
      questions.sort((a, b) => (a.link < b.link ? -1 : a.link > b.link ? 1 : 0));
      if (live) setState({ questions, failed: false });
    })().catch(() => live && setState({ questions: null, failed: true }));
    return () => {
      live = false;
    };
  }, [client, skip]);
  return state;
}

function useLocalReview(skip: boolean): ReviewView {
  const { questions, failed } = useKnowledgeQuestions(skip);
  const [review, setReview] = useState(readLocalReview);
  // the clock is read when the review changes (a grade, a start) and when the page is shown
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const refresh = () => document.visibilityState === 'visible' && setNow(new Date());
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, []);
  const update = useCallback((next: (current: ReturnType<typeof readLocalReview>, at: Date) => typeof current) => {
    const at = new Date();
    const value = next(readLocalReview(), at);
    writeLocalReview(value);
    setReview(value);
    setNow(at);
  }, []);
  const titles = useMemo(() => new Map((questions ?? []).map((q) => [q.link, q.title])), [questions]);
  const queue = useMemo(() => localQueue(review, now, zone()), [review, now]);
  const grade = useCallback(
    async (link: string, value: number) => update((current, at) => gradeLocal(current, link, value, at)),
    [update],
  );
  const start = useCallback(
    async (count: number) =>
      update((current, at) =>
        startLocal(
          current,
          (questions ?? []).map((q) => q.link),
          count,
          at,
        ),
      ),
    [update, questions],
  );
  const known = new Set(review.items.map((item) => item.link));
  const due = queue.due.flatMap(({ link }) => {
    const title = titles.get(link);
    return title ? [{ link, title, kind: 'FLASHCARD' as const }] : [];
  });
  return {
    mode: 'local',
    loading: !questions && !failed,
    failed,
    today: queue.today,
    due,
    flashcardsDue: due.length,
    freshAttemptsDue: 0,
    newFlashcards: (questions ?? []).filter((q) => !known.has(q.link)).length,
    forecast: queue.forecast,
    grade,
    start,
  };
}
