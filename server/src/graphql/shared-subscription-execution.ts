// One execution per live event and audience, not one per subscriber.
//
// A subscription event is executed once for every subscriber (the spec's MapSourceToResponseEvent:
// `execute` with the event as the root value). A thousand visitors of one problem all asking the
// same selection would run the same resolvers a thousand times for one like. This plugin replaces
// the subscribe function with one that builds the source stream as usual and then shares each
// event's execution between the subscribers that would get the same answer: the same event
// object, the same document and variables, and the same audience — who is asking (a viewer sees
// their own `isLiked`, their own progress) and in which language. Everything else about a
// subscription (its resolvers, its errors, the hooks of other plugins on its results) is unchanged.
import { execute } from '@graphql-tools/executor';
import { isAsyncIterable, mapAsyncIterator } from '@graphql-tools/utils';
import { type DocumentNode, type ExecutionResult, createSourceEventStream } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** who is asking, as far as an answer can differ between subscribers */
export type AudienceKey = (context: unknown) => string;

type Execution = ExecutionResult | Promise<ExecutionResult>;

export function useSharedSubscriptionExecution(audienceKey: AudienceKey): Plugin {
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  // event → (document, variables, audience) → its execution; an event's entry goes with the event
  const executions = new WeakMap<object, Map<string, Execution>>();

  const documentId = (document: DocumentNode) => {
    let id = documentIds.get(document);
    if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
    return id;
  };

  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        const source = await createSourceEventStream(
          args.schema,
          args.document,
          args.rootValue,
          args.contextValue,
          args.variableValues,
          args.operationName,
        );
        if (!isAsyncIterable(source)) return source; // the errors of a refused subscription
        const key = `${documentId(args.document)}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(
          args.variableValues ?? {},
        )}\u0000${audienceKey(args.contextValue)}`;
        const run = (event: unknown) => execute({ ...args, rootValue: event }) as Execution;
        return mapAsyncIterator(source as AsyncIterable<unknown>, (event) => {
          if (typeof event !== 'object' || event === null) return run(event);
          let byKey = executions.get(event);
          if (!byKey) executions.set(event, (byKey = new Map()));
          let execution = byKey.get(key);
          if (!execution) byKey.set(key, (execution = run(event)));
          return execution;
        });
      });
    },
  };
}
