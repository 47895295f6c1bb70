// The judge as the server offers it: the judge package (@platform/judge) refuses with its own
// JudgeError (a message id and a code); here those become AppErrors, so a client reads them in
// its language with the status of the code, as any other refusal of the API. services.ts wraps
// the instance's judge (local pool or queue) once; GraphQL and REST see only the wrapped one.
import { JudgeError, type JudgeMessageId, type JudgeService } from '@platform/judge';
import { AppError } from '../graphql/errors';
import type { Message, MessageId } from '../i18n/message';

// Every id the judge may say is in the server's catalogue: a missing one fails the typecheck.
const judgeIdsAreInTheCatalogue: JudgeMessageId extends MessageId ? true : never = true;
void judgeIdsAreInTheCatalogue;

/** a judge's refusal as the API's error; any other error as it is */
export function appErrorOf(error: unknown): unknown {
  if (!(error instanceof JudgeError)) return error;
  return new AppError(error.code, error.judgeMessage as Message, { ...error.extra });
}

/** `judge` with its refusals answered as AppErrors */
export function withAppErrors(judge: JudgeService): JudgeService {
  const answer = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw appErrorOf(error);
    }
  };
  return {
    run: (input, options) => answer(() => judge.run(input, options)),
    runUi: (input, options) => answer(() => judge.runUi(input, options)),
    checkTypes: (input, options) => answer(() => judge.checkTypes(input, options)),
    stats: () => judge.stats(),
    ...(judge.health ? { health: () => judge.health!() } : {}),
    close: () => judge.close(),
  };
}
