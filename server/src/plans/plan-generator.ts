// A study plan from a time budget, as a pure function of the bank, the learner's choices, what
// they solved and the first day (no clock, no database): which problems, on which day.
//   1. The pool: problems to practise (not articles, but system design problems) of the chosen focus areas or companies (all of
//      them when none is chosen, or when the choice matches nothing), minus those already solved
//      (imported as done).
//   2. If the pool needs more time than the calendar has, the problems that match more of the
//      choices and that more learners finished come first, and the rest is left out (counted).
//   3. The chosen ones ramp from easy to hard, kinds of problem taking turns within each difficulty
//      (each category, with output quizzes, type challenges and designs apart from theirs).
//   4. Each day is filled up to its minutes (the problem's own estimate), never empty while
//      problems remain.
import { addDays, daysBetween } from '../streaks/streak-days';

export const MIN_DAYS = 1;
export const MAX_DAYS = 180;
export const MIN_MINUTES_PER_DAY = 15;
export const MAX_MINUTES_PER_DAY = 12 * 60;
/** what a problem costs when the bank gives no estimate */
const DEFAULT_MINUTES = 20;

const DIFFICULTY_ORDER: Record<string, number> = { Easy: 0, Medium: 1, Hard: 2 };
const PRACTICE = new Set(['JSFunction', 'UICoding', 'Knowledge']);
/** the Article kind that is practised, not read */
const PRACTICE_KINDS = new Set(['SystemDesign']);

export interface PlanProblem {
  id: string;
  link: string;
  category: string;
  /** OutputQuiz, SystemDesign, TypeChallenge; null or absent for the category's usual kind */
  kind?: string | null;
  difficulty: string;
  minutes: number;
  finishCount: number;
  tags: string[];
  companies: string[];
}

export interface PlanChoices {
  /** YYYY-MM-DD, the plan's first day */
  startDay: string;
  days: number;
  minutesPerDay: number;
  focusAreas: string[];
  companies: string[];
}

export interface PlanDay {
  day: string;
  problemIds: string[];
}

export interface GeneratedPlan {
  days: PlanDay[];
  /** problems of the pool the calendar had no time for */
  leftOut: number;
}

export const minutesOf = (p: Pick<PlanProblem, 'minutes'>) => (p.minutes > 0 ? p.minutes : DEFAULT_MINUTES);

/** how many of the choices a problem matches */
function matches(p: PlanProblem, choices: PlanChoices): number {
  return (
    p.tags.filter((t) => choices.focusAreas.includes(t)).length +
    p.companies.filter((c) => choices.companies.includes(c)).length
  );
}

/** the ordered problems the plan holds (before they are put on days) and how many were left out */
export function choose(bank: PlanProblem[], choices: PlanChoices, solved: ReadonlySet<string>) {
  const practice = bank.filter(
    (p) => (PRACTICE.has(p.category) || PRACTICE_KINDS.has(p.kind ?? '')) && !solved.has(p.id),
  );
  const chose = choices.focusAreas.length + choices.companies.length > 0;
  const matching = chose ? practice.filter((p) => matches(p, choices) > 0) : practice;
  const pool = matching.length > 0 ? matching : practice;
  const byPriority = [...pool].sort(
    (a, b) =>
      matches(b, choices) - matches(a, choices) || b.finishCount - a.finishCount || a.link.localeCompare(b.link),
  );
  const capacity = choices.days * choices.minutesPerDay;
  const chosen: PlanProblem[] = [];
  let used = 0;
  for (const p of byPriority) {
    // at least one problem a day: a day's budget smaller than a problem still gets it
    if (used + minutesOf(p) > capacity && chosen.length >= choices.days) continue;
    chosen.push(p);
    used += minutesOf(p);
  }
  return { ordered: ramp(chosen), leftOut: pool.length - chosen.length };
}

/** what takes turns in a plan: the kind where there is one, else the category */
const turnOf = (p: PlanProblem) => p.kind ?? p.category;

/** easy to hard; within a difficulty the kinds take turns (by link within a kind) */
function ramp(problems: PlanProblem[]): PlanProblem[] {
  const out: PlanProblem[] = [];
  for (const difficulty of [...new Set(problems.map((p) => p.difficulty))].sort(
    (a, b) => (DIFFICULTY_ORDER[a] ?? 9) - (DIFFICULTY_ORDER[b] ?? 9),
  )) {
    const queues = [...new Set(problems.map(turnOf))]
      .sort()
      .map((turn) =>
        problems
          .filter((p) => p.difficulty === difficulty && turnOf(p) === turn)
          .sort((a, b) => a.link.localeCompare(b.link)),
      )
      .filter((q) => q.length > 0);
    for (let i = 0; queues.some((q) => i < q.length); i++) for (const q of queues) if (q[i]) out.push(q[i]!);
  }
  return out;
}

/** puts the problems, in order, on the days from `startDay`, each day up to its minutes */
export function fillDays(
  ordered: Pick<PlanProblem, 'id' | 'minutes'>[],
  startDay: string,
  days: number,
  minutesPerDay: number,
): { days: PlanDay[]; unplaced: number } {
  const out: PlanDay[] = Array.from({ length: days }, (_, i) => ({ day: addDays(startDay, i), problemIds: [] }));
  let dayIndex = 0;
  let used = 0;
  let placed = 0;
  for (const p of ordered) {
    const cost = minutesOf(p);
    if (used > 0 && used + cost > minutesPerDay) {
      dayIndex++;
      used = 0;
    }
    if (dayIndex >= days) break;
    out[dayIndex]!.problemIds.push(p.id);
    used += cost;
    placed++;
  }
  return { days: out, unplaced: ordered.length - placed };
}

export function generatePlan(bank: PlanProblem[], choices: PlanChoices, solved: ReadonlySet<string>): GeneratedPlan {
  const { ordered, leftOut } = choose(bank, choices, solved);
  const { days, unplaced } = fillDays(ordered, choices.startDay, choices.days, choices.minutesPerDay);
  return { days, leftOut: leftOut + unplaced };
}

/**
 * A missed day moves on: when a day before `today` holds problems not solved, those problems and
 * every later one are put on the days from `today` to `lastDay` again, in the same order and the
 * same minutes a day. Past days keep what was solved on them. Unchanged when nothing was missed.
 */
export function replan(
  days: PlanDay[],
  options: { today: string; lastDay: string; minutesPerDay: number; solved: ReadonlySet<string> },
  minutesById: (id: string) => number,
): { days: PlanDay[]; moved: number; unplaced: number } | null {
  const { today, lastDay, minutesPerDay, solved } = options;
  const past = days.filter((d) => d.day < today);
  const missed = past.flatMap((d) => d.problemIds.filter((id) => !solved.has(id)));
  if (missed.length === 0) return null;
  const history = past.map((d) => ({ day: d.day, problemIds: d.problemIds.filter((id) => solved.has(id)) }));
  const ahead = days.filter((d) => d.day >= today).flatMap((d) => d.problemIds);
  const carry = [...missed, ...ahead].map((id) => ({ id, minutes: minutesById(id) }));
  const remainingDays = today > lastDay ? 0 : daysBetween(today, lastDay) + 1;
  const filled = fillDays(carry, today, remainingDays, minutesPerDay);
  return { days: [...history, ...filled.days], moved: missed.length, unplaced: filled.unplaced };
}
