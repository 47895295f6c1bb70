// A guest candidate's grant: a signed token naming one room and the guest (their id and display
// name), kept by their browser and presented to GraphQL and to the collaboration socket. Signed
// with the instance keys, so every instance of a deployment accepts it; valid for a day.
import type { Keys } from '../accounts/secrets';
import { signToken, verifyToken } from '../accounts/tokens';

export const GUEST_GRANT_SECONDS = 24 * 60 * 60;

export interface GuestGrant {
  roomId: string;
  guestId: string;
  name: string;
}

export interface GuestGrants {
  sign(grant: GuestGrant): Promise<string>;
  /** the grant, or null when the token is not a valid, unexpired grant */
  verify(token: string): Promise<GuestGrant | null>;
}

export function guestGrants(keys: Keys): GuestGrants {
  return {
    async sign({ roomId, guestId, name }) {
      const signed = await signToken(keys, 'interview-guest', guestId, { room: roomId, name }, GUEST_GRANT_SECONDS);
      return signed.token;
    },
    async verify(token) {
      const verified = await verifyToken(keys, 'interview-guest', token);
      if (typeof verified === 'string') return null;
      if (typeof verified.room !== 'string' || typeof verified.name !== 'string') return null;
      return { roomId: verified.room, guestId: verified.sub, name: verified.name };
    },
  };
}
