// The preview's timing (spec §4): a render 750 ms after the last change, and a frame that has not
// said "loaded" within 15 s is a load failure. Apart from the hook so the benchmark can read them.
export const PREVIEW_RERENDER_MS = 750;
export const PREVIEW_TIMEOUT_MS = 15_000;
