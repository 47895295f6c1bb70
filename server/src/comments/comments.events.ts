// The comment events of a problem, published on the instance's live bus (graphql/pubsub.ts) and
// read by the commentEvents subscription. Payloads carry ids and numbers only; the subscription
// resolves the comment for each subscriber (so `isLiked` is the subscriber's own).
import type { LiveBus } from '../graphql/pubsub';

export type CommentEventKind = 'added' | 'status' | 'liked' | 'deleted';

export interface CommentEvent {
  kind: CommentEventKind;
  commentId: string;
  /** the thread's top comment when the event is about a reply */
  parentId: string | null;
  /** the like count after a like or unlike */
  likeCount?: number;
}

export const COMMENT_TOPIC = 'comments';

export interface CommentEvents {
  publish(problemId: string, event: CommentEvent): void;
  subscribe(problemId: string): AsyncIterable<CommentEvent>;
}

export function commentEvents(bus: LiveBus): CommentEvents {
  return {
    publish: (problemId, event) => bus.pubsub.publish(COMMENT_TOPIC, problemId, event),
    subscribe: (problemId) => bus.pubsub.subscribe(COMMENT_TOPIC, problemId) as AsyncIterable<CommentEvent>,
  };
}
