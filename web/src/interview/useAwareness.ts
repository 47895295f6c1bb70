// Who is here now: the users on the code document's awareness (one entry per open page), with
// their client ids (which name their cursors in the editor).
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useState } from 'react';
import type { Me } from './useCollab';

export interface Present {
  clientId: number;
  user: Me;
  self: boolean;
}

export function useAwareness(provider: HocuspocusProvider | undefined): Present[] {
  const [present, setPresent] = useState<Present[]>([]);
  useEffect(() => {
    const awareness = provider?.awareness;
    if (!awareness) return;
    const read = () =>
      setPresent(
        [...awareness.getStates()]
          .filter(([, state]) => state.user && typeof state.user.id === 'string')
          .map(([clientId, state]) => ({ clientId, user: state.user as Me, self: clientId === awareness.clientID })),
      );
    read();
    awareness.on('change', read);
    return () => awareness.off('change', read);
  }, [provider]);
  return present;
}
