// Types every payload, but makes it optional, so emit('join') compiles and listeners may get undefined.
type TypedEmitter<Events> = {
  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): void;
  off<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): void;
  emit<K extends keyof Events>(event: K, payload?: Events[K]): void;
};
