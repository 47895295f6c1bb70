// A signed-in learner's progress follows at once in every open tab and device: each progress
// event (a problem marked, a submission judged, anywhere) is written into the cache from its
// payload (book page rows and counts, workbench), and only the dashboard's figures, which the
// server aggregates, are fetched again — at once, one refetch in flight at a time, so a burst
// of events costs one more refetch, not one per event. Rendered once by the header's account
// slot, only while signed in, so visitors never load the socket code.
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { MyProgressEventsDocument } from '../gql/graphql';
import { applyProgressEvent } from './applyProgressEvent';

/** the queries whose progress figures are aggregated on the server (active ones are refetched) */
const AGGREGATES = ['DashboardSummary', 'DashboardActivity', 'DashboardBooks'];

export function LiveProgress() {
  const client = useApolloClient();
  const refetch = useRef({ running: false, again: false, all: false });

  function refetchAggregates(all: boolean) {
    const state = refetch.current;
    state.all ||= all;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    const include = state.all ? 'active' : AGGREGATES;
    state.all = false;
    void client
      .refetchQueries({ include })
      .catch(() => undefined)
      .finally(() => {
        state.running = false;
        if (!state.again) return;
        state.again = false;
        refetchAggregates(false);
      });
  }

  useSubscription(MyProgressEventsDocument, {
    onData: ({ data }) => {
      const event = data.data?.myProgressEvents;
      if (!event) return;
      refetchAggregates(!applyProgressEvent(client.cache, event));
    },
  });
  return null;
}
