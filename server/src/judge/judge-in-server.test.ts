// The judge as the server holds it: its limits read from JUDGE_* (config/judge.ts), the message
// ids it says rendered from the server's catalogue, and its refusals answered as the API's errors.
import { JUDGE_DEFAULTS, JudgeError, MAX_SOURCE_BYTES, judgeInputSchema } from '@platform/judge';
import { describe, expect, it } from 'vitest';
import { loadJudgeConfig } from '../config/judge';
import { AppError, httpStatusOf } from '../graphql/errors';
import { messageOfIssue } from '../i18n/message';
import { renderMessage } from '../i18n/render';
import { appErrorOf, withAppErrors } from './judge-errors';

describe('judge configuration', () => {
  it('has the documented defaults', () => {
    expect(loadJudgeConfig({})).toEqual(JUDGE_DEFAULTS);
    expect(JUDGE_DEFAULTS).toMatchObject({ poolSize: 2, queueDepth: 32, runTimeoutMs: 15_000, memoryMb: 128 });
  });

  it('reads the environment and refuses nonsense', () => {
    const config = loadJudgeConfig({
      JUDGE_POOL_SIZE: '4',
      JUDGE_QUEUE_DEPTH: '0',
      JUDGE_RUN_TIMEOUT_MS: '20000',
      JUDGE_MEMORY_MB: '256',
      JUDGE_ISOLATION: 'process',
      JUDGE_PREWARM: 'false',
    });
    expect(config).toMatchObject({
      poolSize: 4,
      queueDepth: 0,
      runTimeoutMs: 20_000,
      memoryMb: 256,
      isolation: 'process',
      prewarm: false,
    });
    expect(() => loadJudgeConfig({ JUDGE_POOL_SIZE: 'two' })).toThrow(/JUDGE_POOL_SIZE/);
    expect(() => loadJudgeConfig({ JUDGE_POOL_SIZE: '0' })).toThrow(/JUDGE_POOL_SIZE/);
    expect(() => loadJudgeConfig({ JUDGE_ISOLATION: 'docker' })).toThrow(/JUDGE_ISOLATION/);
  });
});

describe("the judge's messages", () => {
  it('names what is wrong in the input', () => {
    // an issue carries a catalogue message (i18n/message.ts): what the learner reads is its English
    const ok = { code: '', testCode: '', language: 'Javascript' };
    const said = (input: typeof ok) =>
      renderMessage('en', messageOfIssue(judgeInputSchema.safeParse(input).error?.issues[0]));
    expect(said({ ...ok, language: 'Python' })).toBe('Unsupported language "Python": use Javascript or Typescript.');
    expect(said({ ...ok, code: 'x'.repeat(MAX_SOURCE_BYTES + 1) })).toBe('The code is too large: at most 100 KB.');
    // bytes, not characters: 60 000 three-byte characters are 180 KB
    expect(said({ ...ok, testCode: '字'.repeat(60_000) })).toBe('The test code is too large: at most 100 KB.');
  });

  it("answers the judge's refusals as the API's errors, in the catalogue's words", async () => {
    const refusal = new JudgeError('BUSY', { id: 'judge.queueWait', params: { seconds: 1 } });
    const answered = appErrorOf(refusal) as AppError;
    expect(answered).toBeInstanceOf(AppError);
    expect(answered.extensions.code).toBe('BUSY');
    expect(httpStatusOf(answered)).toBe(503);
    expect(answered.message).toBe('The judge is busy: no worker was free within 1 s. Please try again in a moment.');

    const bad = appErrorOf(new JudgeError('BAD_USER_INPUT', { id: 'judge.noFiles' }, { field: 'files' })) as AppError;
    expect(httpStatusOf(bad)).toBe(400);
    expect(bad.extensions).toMatchObject({ field: 'files', messageId: 'judge.noFiles' });
    expect(bad.message).toBe('There are no files to run.');

    const other = new Error('crashed');
    expect(appErrorOf(other)).toBe(other);

    const refusing = withAppErrors({
      run: () => Promise.reject(refusal),
      runUi: () => Promise.reject(other),
      checkTypes: () => Promise.reject(refusal),
      stats: () => ({ workers: 0, idle: 0, busy: 0, queued: 0, started: 0, killed: 0, namespaced: false }),
      close: async () => {},
    });
    await expect(refusing.run({ code: '', testCode: '', language: 'Javascript' })).rejects.toBeInstanceOf(AppError);
    await expect(refusing.runUi({ framework: 'React', files: [], testCode: '' })).rejects.toBe(other);
  });
});
