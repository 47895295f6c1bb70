// Checks the event names but lets any payload through.
type TypedEmitter<Events> = {
  on<K extends keyof Events>(event: K, listener: (payload: any) => void): void;
  off<K extends keyof Events>(event: K, listener: (payload: any) => void): void;
  emit<K extends keyof Events>(event: K, payload: unknown): void;
};
