// What the judge says to a learner, as message ids and parameters: the judge holds no text. The
// server renders an id in the request's language with its catalogue (server/src/i18n), whose
// English and translations hold every id below (a type check there keeps the two lists together).
//
// A zod issue carries text only, so a schema's message travels encoded behind a marker; the
// server's i18n/message.ts reads the same encoding (the GraphQL arguments use the judge's schemas).

export type JudgeMessageId =
  | 'field.theCode'
  | 'field.theTestCode'
  | 'input.invalid'
  | 'input.mustBeText'
  | 'input.tooLargeKb'
  | 'judge.busy'
  | 'judge.queueWait'
  | 'judge.noAnswer'
  | 'judge.languageRequired'
  | 'judge.unsupportedLanguage'
  | 'judge.frameworkRequired'
  | 'judge.unsupportedFramework'
  | 'judge.filesList'
  | 'judge.filesDeep'
  | 'judge.fileNode'
  | 'judge.filePath'
  | 'judge.fileCodeText'
  | 'judge.tooManyFiles'
  | 'judge.filesTooLarge'
  | 'judge.noFiles'
  | 'library.text';

/** a parameter is text, a number, or another message rendered in the same language (e.g. a field's name) */
export type JudgeParam = string | number | JudgeMessage;

export interface JudgeMessage {
  readonly id: JudgeMessageId;
  readonly params?: Readonly<Record<string, JudgeParam>>;
}

export function judgeMessage(id: JudgeMessageId, params?: Record<string, JudgeParam>): JudgeMessage {
  return params ? { id, params } : { id };
}

const ZOD_MARKER = '\u0000msg:';

/** a message as a zod issue's text */
export function zodMessage(id: JudgeMessageId, params?: Record<string, JudgeParam>): string {
  return ZOD_MARKER + JSON.stringify(judgeMessage(id, params));
}

/** the message a zod issue carries (zodMessage); zod's own English (a check without one) as it is */
export function messageOfIssue(issue: { message?: string } | undefined): JudgeMessage {
  const text = issue?.message;
  if (!text) return judgeMessage('input.invalid');
  if (text.startsWith(ZOD_MARKER)) return JSON.parse(text.slice(ZOD_MARKER.length)) as JudgeMessage;
  return judgeMessage('library.text', { text });
}
