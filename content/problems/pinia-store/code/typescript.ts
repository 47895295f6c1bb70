/** A Pinia-style store definition: useStore() returns one store with state, getters and actions. */
function defineStore(
  id: string,
  options: {
    state?: () => Record<string, unknown>;
    getters?: Record<string, (this: any, state: any) => unknown>;
    actions?: Record<string, (this: any, ...args: any[]) => unknown>;
  },
): () => any {
  // TODO: implement
  throw new Error('Not implemented');
}
