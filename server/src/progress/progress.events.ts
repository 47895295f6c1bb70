// The viewer's progress events (a problem's status in a book or outside any book), published on
// the live bus under the user's own id, so only that user's sockets receive them.
import type { ProgressStatus } from '../generated/prisma/enums';
import type { LiveBus } from '../graphql/pubsub';

export interface ProgressEvent {
  problemId: string;
  bookId: string | null;
  status: ProgressStatus;
}

export const PROGRESS_TOPIC = 'progress';

export const publishProgress = (bus: LiveBus, userId: string, event: ProgressEvent) =>
  bus.pubsub.publish(PROGRESS_TOPIC, userId, event);

export const subscribeProgress = (bus: LiveBus, userId: string) =>
  bus.pubsub.subscribe(PROGRESS_TOPIC, userId) as AsyncIterable<ProgressEvent>;
