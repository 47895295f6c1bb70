// The problem's finish count follows live while the workbench is open (any learner completing
// it, on any instance): the pushed count is written into the cached problem.
import { useSubscription } from '@apollo/client/react';
import { WorkbenchFinishCountDocument } from '../../gql/graphql';

export function useLiveFinishCount(problemId: string) {
  useSubscription(WorkbenchFinishCountDocument, {
    variables: { problemId },
    onData: ({ client, data }) => {
      const event = data.data?.problemFinishCount;
      if (!event) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Problem', id: event.problemId }),
        fields: { finishCount: () => event.finishCount },
      });
    },
  });
}
