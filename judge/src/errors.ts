// The judge's refusals: bad input (the learner's message, 400) and no room to run now (503). Each
// carries a message id (message.ts) that the server renders and answers with its own error type.
import type { JudgeMessage } from './message';

/** the same codes the server answers with (server/src/graphql/errors.ts) */
export type JudgeErrorCode = 'BAD_USER_INPUT' | 'BUSY';

export class JudgeError extends Error {
  constructor(
    readonly code: JudgeErrorCode,
    readonly judgeMessage: JudgeMessage,
    /** more for the client, e.g. the field at fault */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(`${judgeMessage.id}${judgeMessage.params ? ` ${JSON.stringify(judgeMessage.params)}` : ''}`);
    this.name = 'JudgeError';
  }
}

export const badInput = (message: JudgeMessage, extra?: Record<string, unknown>) =>
  new JudgeError('BAD_USER_INPUT', message, extra);

export const busy = (message: JudgeMessage) => new JudgeError('BUSY', message);
