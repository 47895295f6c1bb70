// A signed-in learner's progress follows at once in every open tab and device: each progress
// event (a problem marked, a submission judged, anywhere) refreshes the queries on screen that
// show progress (book page, dashboard, workbench) — one refetch per burst of events, not per
// event. Rendered once by the header's account slot, only while signed in, so visitors never
// load the socket code.
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { MyProgressEventsDocument } from '../gql/graphql';

const SETTLE_MS = 300;

export function LiveProgress() {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useSubscription(MyProgressEventsDocument, {
    onData: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void client.refetchQueries({ include: 'active' }), SETTLE_MS);
    },
  });
  return null;
}
