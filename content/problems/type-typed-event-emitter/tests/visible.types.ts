interface ChatEvents {
  join: { user: string };
  message: { user: string; text: string };
  typing: boolean;
}

declare const chat: TypedEmitter<ChatEvents>;

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
