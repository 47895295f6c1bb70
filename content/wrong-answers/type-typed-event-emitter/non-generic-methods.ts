// Checks the event name and the payload separately: any event's payload is accepted for any event.
type TypedEmitter<Events> = {
  on(event: keyof Events, listener: (payload: Events[keyof Events]) => void): void;
  off(event: keyof Events, listener: (payload: Events[keyof Events]) => void): void;
  emit(event: keyof Events, payload: Events[keyof Events]): void;
};
