// Runs in every web test file (vitest setupFiles).
import { afterAll } from 'vitest';
import { registerToastHost, unmountToastHost } from '../toast/toast';

// as main.tsx does: toasts load their host on first use
registerToastHost(() => import('../toast/ToastHost'));
afterAll(unmountToastHost);
