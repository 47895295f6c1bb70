// API errors in words: the API's own message (already in the interface language), rate
// limits phrased from retryAfterSeconds with the interface's plural rules.
import { describe, expect, it } from 'vitest';
import i18n from '../i18n/i18n';
import { englishAccountT } from '../test/accountSchemas';
import { type AccountT } from './accountRules';
import { describeApiError, formatWait } from './serverMessages';

const t = englishAccountT();

describe('API errors in words', () => {
  it("shows the API's words (already in the interface language) and phrases rate limits", () => {
    const zh = i18n.getFixedT('zhCN', 'account') as AccountT;
    const conflict = { kind: 'graphql' as const, code: 'CONFLICT', message: '该用户名已被占用。' };
    expect(describeApiError(zh, conflict, 'fallback')).toBe('该用户名已被占用。');
    expect(
      describeApiError(zh, { kind: 'graphql', code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 42 }, 'fallback'),
    ).toBe(zh('errors.rateLimited', { wait: formatWait(zh, 42) }));
    expect(
      describeApiError(t, { kind: 'graphql', code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 42 }, 'fallback'),
    ).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(
      describeApiError(
        t,
        { kind: 'graphql', code: 'RATE_LIMITED', retryAfterSeconds: 900, reason: 'ACCOUNT_LOCKED' },
        'fallback',
      ),
    ).toBe('Too many failed sign-in attempts: this account is locked. Please try again in 15 minutes.');
    expect(
      describeApiError(t, { kind: 'graphql', code: 'BAD_USER_INPUT', message: 'Something new.' }, 'fallback'),
    ).toBe('Something new.');
    expect(describeApiError(t, { kind: 'graphql', code: 'CONFLICT' }, 'fallback')).toBe('fallback');
    // a masked unexpected failure says nothing worth showing
    expect(describeApiError(t, { kind: 'graphql', message: 'Unexpected error.' }, 'fallback')).toBe('fallback');
    expect(describeApiError(t, { kind: 'network' }, 'fallback')).toBe(
      'The server cannot be reached. Please check your network connection.',
    );
    expect(formatWait(t, 1)).toBe('1 second');
  });
});
