/**
 * A Redux-style store: one state, changed only by `reducer` in answer to dispatched actions.
 *
 * @param {(state: any, action: { type: string }) => any} reducer
 * @param {any} [preloadedState]
 * @returns {{ getState: () => any, dispatch: (action: object) => object, subscribe: (listener: () => void) => () => void }}
 */
function createStore(reducer, preloadedState) {
  // TODO: implement
}
