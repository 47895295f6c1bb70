// Project-wide constants of the web app. The operator's settings (repository, contact address,
// donation channels and donations, testimonials) are not here: the server serves them at run
// time from content/site.yaml (web/src/site/useSiteSettings.ts), so changing them needs no rebuild.

/** External sites the Guide menu recommends (the "friend links"). */
export const FRIEND_LINKS = [
  { id: 'mdn', url: 'https://developer.mozilla.org/' },
  { id: 'webDev', url: 'https://web.dev/' },
  { id: 'javascriptInfo', url: 'https://javascript.info/' },
  { id: 'reactDev', url: 'https://react.dev/' },
] as const;

// Business constants of the shell (spec §9).
export const MEGA_MENU_CLOSE_DELAY_MS = 300;
export const SEARCH_DEBOUNCE_MS = 300;
export const RESIZE_THROTTLE_MS = 50;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const SIDE_MENU_BREAKPOINT_PX = 768;
export const LOGIN_PROMPT_DISMISS_MS = 24 * 60 * 60 * 1000;
export const CONTACT_RESET_MS = 3000;
export const REQUEST_TIMEOUT_MS = 20_000;
