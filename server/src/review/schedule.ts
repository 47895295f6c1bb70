// FSRS through ts-fsrs, and the mapping between its Card and our ReviewCard row. Fuzz is off so a
// schedule is a pure function of the grades and the clock (tests and imports replay it exactly).
import { type Card, type Grade, State, createEmptyCard, fsrs } from 'ts-fsrs';

export const scheduler = fsrs({ enable_fuzz: false });

/** the FSRS columns of a ReviewCard row */
export interface CardColumns {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

export function toColumns(card: Card): CardColumns {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

export function fromColumns(row: CardColumns): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.lastReview ?? undefined,
  };
}

/** a card never graded, due at `now` */
export const newCard = (now: Date): CardColumns => toColumns(createEmptyCard(now));

/** the card after a grade (1 Again … 4 Easy) given at `now` */
export function graded(row: CardColumns, grade: number, now: Date): CardColumns {
  return toColumns(scheduler.next(fromColumns(row), now, grade as Grade).card);
}
