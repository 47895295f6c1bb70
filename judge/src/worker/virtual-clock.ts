// A run's timers on a virtual clock (a run with `clock: 'virtual'`): a timer is due at the
// clock's time plus its delay, and the clock moves only when a timer fires, to that timer's due
// time. Timers fire one per macrotask (setImmediate, so the microtasks a callback queued run
// before the next timer), in the order of their due times and then of their scheduling. So what a
// snippet prints depends on its delays alone, never on how busy the machine was between two
// setTimeout calls: the output quizzes' answers are made this way at seed time.
import type { TimerKind } from '../sandbox/protocol';

interface VirtualTimer {
  id: number;
  due: number;
  seq: number;
  fn: () => void;
  /** an interval's period; null for a timeout or an immediate */
  period: number | null;
}

export class VirtualClock {
  private now = 0;
  private seq = 0;
  private queue: VirtualTimer[] = [];
  private pump: NodeJS.Immediate | null = null;

  constructor(private readonly fire: (fn: () => void) => void) {}

  get size(): number {
    return this.queue.length;
  }

  schedule(id: number, kind: TimerKind, fn: () => void, delay: number): void {
    const period = kind === 'interval' ? Math.max(1, delay) : null;
    this.insert({ id, due: this.now + (kind === 'immediate' ? 0 : (period ?? delay)), seq: this.seq++, fn, period });
    this.wake();
  }

  /** false when no pending timer has this id */
  cancel(id: number): boolean {
    const index = this.queue.findIndex((timer) => timer.id === id);
    if (index < 0) return false;
    this.queue.splice(index, 1);
    return true;
  }

  dispose(): void {
    if (this.pump) clearImmediate(this.pump);
    this.pump = null;
    this.queue = [];
  }

  /** keeps the queue ordered by due time, then by scheduling order */
  private insert(timer: VirtualTimer): void {
    let index = this.queue.length;
    while (index > 0) {
      const before = this.queue[index - 1]!;
      if (before.due < timer.due || (before.due === timer.due && before.seq < timer.seq)) break;
      index--;
    }
    this.queue.splice(index, 0, timer);
  }

  private wake(): void {
    if (!this.pump && this.queue.length > 0) this.pump = setImmediate(() => this.step());
  }

  private step(): void {
    this.pump = null;
    const timer = this.queue.shift();
    if (!timer) return;
    this.now = Math.max(this.now, timer.due);
    if (timer.period !== null) this.insert({ ...timer, due: this.now + timer.period, seq: this.seq++ });
    this.fire(timer.fn);
    this.wake();
  }
}
