// Runs in every web test file (vitest setupFiles).
import { afterAll } from 'vitest';
import { unmountToastHost } from '../toast/toast';

afterAll(unmountToastHost);
