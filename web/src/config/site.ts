// Project-wide links and constants. The repository URL is the one place to change when the
// project moves (a fork sets VITE_REPOSITORY_URL at build time); issue tracker, new-issue
// chooser and discussions derive from it.
const env = import.meta.env as Record<string, string | undefined>;

export const REPOSITORY_URL = (env.VITE_REPOSITORY_URL || 'https://github.com/frontend-forge/frontend-forge').replace(
  /\/+$/,
  '',
);
export const ISSUES_URL = `${REPOSITORY_URL}/issues`;
export const NEW_ISSUE_URL = `${REPOSITORY_URL}/issues/new/choose`;
export const DISCUSSIONS_URL = `${REPOSITORY_URL}/discussions`;
export const CONTRIBUTING_URL = `${REPOSITORY_URL}/blob/main/CONTRIBUTING.md`;
export const CONTACT_EMAIL = env.VITE_CONTACT_EMAIL || 'hello@frontendforge.dev';

/** Donation channels. QR codes are drawn locally from these URLs (nothing is fetched). */
export const DONATION_LINKS = {
  wechat: env.VITE_DONATE_WECHAT_URL || 'wxp://f2f0frontend-forge-community-fund',
  alipay: env.VITE_DONATE_ALIPAY_URL || 'https://qr.alipay.com/fkx-frontend-forge-community-fund',
  githubSponsors: env.VITE_DONATE_GITHUB_SPONSORS_URL || 'https://github.com/sponsors/frontend-forge',
  openCollective: env.VITE_DONATE_OPEN_COLLECTIVE_URL || 'https://opencollective.com/frontend-forge',
};

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
