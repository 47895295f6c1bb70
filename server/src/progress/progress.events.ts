// The viewer's progress events (a problem's status in a book or outside any book), published on
// the live bus under the user's own id, so only that user's sockets receive them; and, for every
// open page of the problem, a public "its finish count may have moved" event (no user in it).
import type { ProgressStatus } from '../generated/prisma/enums';
import type { LiveBus } from '../graphql/pubsub';

export interface ProgressEvent {
  problemId: string;
  bookId: string | null;
  status: ProgressStatus;
}

export const PROGRESS_TOPIC = 'progress';

export const FINISH_COUNT_TOPIC = 'finishCount';

export function publishProgress(bus: LiveBus, userId: string, event: ProgressEvent) {
  bus.pubsub.publish(PROGRESS_TOPIC, userId, event);
  bus.pubsub.publish(FINISH_COUNT_TOPIC, event.problemId, { problemId: event.problemId });
}

export const subscribeFinishCount = (bus: LiveBus, problemId: string) =>
  bus.pubsub.subscribe(FINISH_COUNT_TOPIC, problemId) as AsyncIterable<{ problemId: string }>;

export const subscribeProgress = (bus: LiveBus, userId: string) =>
  bus.pubsub.subscribe(PROGRESS_TOPIC, userId) as AsyncIterable<ProgressEvent>;
