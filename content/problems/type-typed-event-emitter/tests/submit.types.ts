interface ChatEvents {
  join: { user: string };
  message: { user: string; text: string };
  typing: boolean;
}

interface PlayerEvents {
  seek: number;
  ended: { reason: 'finished' | 'error' };
}

declare const chat: TypedEmitter<ChatEvents>;
declare const player: TypedEmitter<PlayerEvents>;

// emit takes the event name and that event's payload
type EmitJoin = Expect<Equal<Parameters<typeof chat.emit<'join'>>, ['join', { user: string }]>>;

// on hands the listener the event's payload type
type OnTyping = Expect<Equal<Parameters<Parameters<typeof chat.on<'typing'>>[1]>[0], boolean>>;

// emit refuses an event that is not in the map
// @ts-expect-error
chat.emit('leave', { user: 'ann' });

// emit refuses a payload that lacks a property
// @ts-expect-error
chat.emit('message', { user: 'ann' });

// emit refuses the payload of another event
// @ts-expect-error
chat.emit('typing', { user: 'ann' });

// emit refuses a call without the payload
// @ts-expect-error
chat.emit('join');

// on refuses an event that is not in the map
// @ts-expect-error
chat.on('leave', () => {});

// on refuses a listener that expects another payload type
// @ts-expect-error
chat.on('typing', (payload: string) => {});

// off refuses an event that is not in the map
// @ts-expect-error
chat.off('leave', () => {});

// off takes the same listener type as on
type OffListener = Expect<Equal<Parameters<typeof chat.off<'message'>>[1], (payload: { user: string; text: string }) => void>>;

// the event names are exactly the keys of the map
type EventNames = Expect<Equal<Parameters<TypedEmitter<ChatEvents>['emit']>[0], 'join' | 'message' | 'typing'>>;

// emit returns nothing
type EmitReturns = Expect<Equal<ReturnType<typeof chat.emit<'typing'>>, void>>;

// works for another event map too
type OtherMap = Expect<Equal<Parameters<typeof player.emit<'ended'>>, ['ended', { reason: 'finished' | 'error' }]>>;

// refuses a payload of the wrong primitive type in another map
// @ts-expect-error
player.emit('seek', '42');

// is not any
type NotAnyEmitter = Expect<NotAny<TypedEmitter<ChatEvents>>>;
