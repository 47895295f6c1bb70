// The plan generator, pure: the pool follows the choices (or the whole bank), solved problems are
// left out, a day holds its minutes, the plan ramps from easy to hard with categories mixed, and
// what the calendar cannot hold is counted.
import { describe, expect, it } from 'vitest';
import { addDays } from '../streaks/streak-days';
import { type PlanProblem, fillDays, generatePlan, minutesOf, replan } from './plan-generator';

const problem = (link: string, over: Partial<PlanProblem> = {}): PlanProblem => ({
  id: link,
  link,
  category: 'JSFunction',
  difficulty: 'Medium',
  minutes: 30,
  finishCount: 0,
  tags: [],
  companies: [],
  ...over,
});

const BANK = [
  problem('hard-fn', { difficulty: 'Hard', minutes: 45, tags: ['promise'] }),
  problem('easy-quiz', { category: 'Knowledge', difficulty: 'Easy', minutes: 10, tags: ['css'] }),
  problem('easy-fn', { difficulty: 'Easy', minutes: 15, tags: ['promise'], companies: ['google'] }),
  problem('mid-ui', { category: 'UICoding', minutes: 40, companies: ['google'] }),
  problem('mid-fn', { minutes: 30, tags: ['closure'] }),
  problem('an-article', { category: 'Article', difficulty: 'Easy', minutes: 10 }),
];
const base = { startDay: '2026-03-01', days: 5, minutesPerDay: 60, focusAreas: [], companies: [] };

describe('generatePlan', () => {
  it('ramps from easy to hard with categories taking turns, and leaves articles out', () => {
    const plan = generatePlan(BANK, base, new Set());
    const order = plan.days.flatMap((d) => d.problemIds);
    expect(order).toEqual(['easy-fn', 'easy-quiz', 'mid-fn', 'mid-ui', 'hard-fn']);
    expect(plan.leftOut).toBe(0);
    expect(plan.days.map((d) => d.day)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
  });

  it('plans system design problems (articles otherwise stay out), and lets each kind take its turn', () => {
    const bank = [
      problem('b-fn', { difficulty: 'Easy', minutes: 10 }),
      problem('a-types', { kind: 'TypeChallenge', difficulty: 'Easy', minutes: 10 }),
      problem('c-quiz', { category: 'Knowledge', kind: 'OutputQuiz', difficulty: 'Easy', minutes: 5 }),
      problem('d-question', { category: 'Knowledge', difficulty: 'Easy', minutes: 10 }),
      problem('e-design', { category: 'Article', kind: 'SystemDesign', difficulty: 'Easy', minutes: 40 }),
      problem('f-article', { category: 'Article', difficulty: 'Easy', minutes: 10 }),
      problem('g-fn', { difficulty: 'Easy', minutes: 10 }),
    ];
    const order = generatePlan(bank, { ...base, minutesPerDay: 120 }, new Set()).days.flatMap((d) => d.problemIds);
    // turns by kind: JSFunction, Knowledge, OutputQuiz, SystemDesign, TypeChallenge, then JSFunction again
    expect(order).toEqual(['b-fn', 'd-question', 'c-quiz', 'e-design', 'a-types', 'g-fn']);
  });

  it('fills each day up to its minutes, never leaving a day empty while problems remain', () => {
    const plan = generatePlan(BANK, base, new Set());
    for (const day of plan.days) {
      const minutes = day.problemIds.reduce((sum, id) => sum + minutesOf(BANK.find((p) => p.id === id)!), 0);
      expect(minutes <= 60 || day.problemIds.length === 1).toBe(true);
    }
    expect(plan.days[0]!.problemIds).toEqual(['easy-fn', 'easy-quiz', 'mid-fn']);
    // a problem longer than the day's budget still gets a day of its own
    const short = fillDays(
      [
        { id: 'long', minutes: 90 },
        { id: 'next', minutes: 10 },
      ],
      '2026-03-01',
      2,
      30,
    );
    expect(short.days.map((d) => d.problemIds)).toEqual([['long'], ['next']]);
  });

  it('keeps to the chosen focus areas and companies, and falls back to the bank when they match nothing', () => {
    const promise = generatePlan(BANK, { ...base, focusAreas: ['promise'] }, new Set());
    expect(promise.days.flatMap((d) => d.problemIds)).toEqual(['easy-fn', 'hard-fn']);
    const google = generatePlan(BANK, { ...base, companies: ['google'] }, new Set());
    expect(google.days.flatMap((d) => d.problemIds).sort()).toEqual(['easy-fn', 'mid-ui']);
    const nothing = generatePlan(BANK, { ...base, focusAreas: ['no-such-tag'] }, new Set());
    expect(nothing.days.flatMap((d) => d.problemIds)).toHaveLength(5);
  });

  it('imports what is solved: those problems are not planned', () => {
    const plan = generatePlan(BANK, base, new Set(['easy-fn', 'mid-ui']));
    expect(plan.days.flatMap((d) => d.problemIds)).toEqual(['easy-quiz', 'mid-fn', 'hard-fn']);
  });

  it('chooses the best-matching, most finished problems when time is short, and counts the rest', () => {
    const bank = [
      problem('a', { finishCount: 1, tags: ['promise'] }),
      problem('b', { finishCount: 9, tags: ['promise'] }),
      problem('c', { finishCount: 5, tags: ['promise', 'closure'] }),
    ];
    const plan = generatePlan(
      bank,
      { ...base, days: 1, minutesPerDay: 60, focusAreas: ['promise', 'closure'] },
      new Set(),
    );
    expect(plan.days[0]!.problemIds.sort()).toEqual(['b', 'c']);
    expect(plan.leftOut).toBe(1);
  });

  it('counts days across months', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
  });
});

describe('replan', () => {
  const plan = [
    { day: '2026-03-01', problemIds: ['a', 'b'] },
    { day: '2026-03-02', problemIds: ['c'] },
    { day: '2026-03-03', problemIds: ['d'] },
  ];
  const cost = () => 30;

  it('changes nothing while every past day is done', () => {
    expect(
      replan(
        plan,
        { today: '2026-03-02', lastDay: '2026-03-03', minutesPerDay: 60, solved: new Set(['a', 'b']) },
        cost,
      ),
    ).toBeNull();
  });

  it('moves a missed day’s problems to today and on, keeping what was solved where it was', () => {
    const moved = replan(
      plan,
      { today: '2026-03-02', lastDay: '2026-03-03', minutesPerDay: 60, solved: new Set(['a']) },
      cost,
    )!;
    expect(moved.moved).toBe(1);
    expect(moved.days).toEqual([
      { day: '2026-03-01', problemIds: ['a'] },
      { day: '2026-03-02', problemIds: ['b', 'c'] },
      { day: '2026-03-03', problemIds: ['d'] },
    ]);
    expect(moved.unplaced).toBe(0);
  });

  it('counts what no longer fits before the interview', () => {
    const late = replan(
      plan,
      { today: '2026-03-03', lastDay: '2026-03-03', minutesPerDay: 60, solved: new Set() },
      cost,
    )!;
    expect(late.days.at(-1)).toEqual({ day: '2026-03-03', problemIds: ['a', 'b'] });
    expect(late.unplaced).toBe(2);
    const over = replan(
      plan,
      { today: '2026-03-09', lastDay: '2026-03-03', minutesPerDay: 60, solved: new Set(['a']) },
      cost,
    )!;
    expect(over.days.map((d) => d.problemIds)).toEqual([['a'], [], []]);
    expect(over.unplaced).toBe(3);
  });
});
