// A message a client may read, as an id of the English catalogue (messages/en.ts) and its
// parameters. TypeScript checks both: `msg('problem.notFound')`, `msg('input.atMost', { max: 30 })`.
// The text is rendered in the request's language only when it is sent (render.ts).
import type { en } from './messages/en';

type Catalogue = typeof en;
type PluralSuffix = '_one' | '_other';
type BaseId<K> = K extends `${infer B}${PluralSuffix}` ? B : K;

/** every message id; a plural message (`x_one`/`x_other`) is the one id `x` */
export type MessageId = BaseId<keyof Catalogue>;

/** the `{{name}}` placeholders of a text */
type Placeholders<S> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | Placeholders<Rest> : never;

/** the texts of an id: itself, or its plural forms */
type TextsOf<I extends MessageId> = Catalogue[Extract<keyof Catalogue, I | `${I}${PluralSuffix}`>];

/** a parameter is text, a number, or another message rendered in the same language (e.g. a field's name) */
export type ParamValue = string | number | Message;

export type ParamsOf<I extends MessageId> = { [P in Placeholders<TextsOf<I>>]: ParamValue };

export interface Message<I extends MessageId = MessageId> {
  readonly id: I;
  readonly params?: Readonly<Record<string, ParamValue>>;
}

type MsgArgs<I extends MessageId> = [Placeholders<TextsOf<I>>] extends [never] ? [] : [params: ParamsOf<I>];

/** a message by id; its parameters are required exactly when its English text has placeholders */
export function msg<I extends MessageId>(id: I, ...args: MsgArgs<I>): Message<I> {
  return args.length ? { id, params: args[0] } : { id };
}

export function isMessage(value: unknown): value is Message {
  return !!value && typeof value === 'object' && typeof (value as Message).id === 'string';
}

// zod only carries text for an issue: a schema's message is the Message encoded behind a marker,
// and `messageOfIssue` reads it back where the issue becomes an AppError.
const ZOD_MARKER = '\u0000msg:';

/** a Message as a zod issue's message text */
export function zodMsg<I extends MessageId>(id: I, ...args: MsgArgs<I>): string {
  return zodText(msg(id, ...args));
}

/** a Message already built (e.g. one a service also throws) as a zod issue's message text */
export function zodText(message: Message): string {
  return ZOD_MARKER + JSON.stringify(message);
}

/** the Message a zod issue carries (zodMsg); zod's own English (a check without one) as it is */
export function messageOfIssue(
  issue: { message?: string } | undefined,
  fallback: Message = msg('input.invalid'),
): Message {
  const text = issue?.message;
  if (!text) return fallback;
  if (text.startsWith(ZOD_MARKER)) return JSON.parse(text.slice(ZOD_MARKER.length)) as Message;
  return msg('library.text', { text });
}

/** ids whose English has plural forms */
type PluralId = keyof Catalogue extends infer K ? (K extends `${infer B}_one` ? B : never) : never;

/**
 * Another language's catalogue: every id once (TypeScript rejects a missing or unknown one);
 * a plural id as the `_other` form, or with the forms that language's plural rules use.
 */
export type Translation = {
  [I in MessageId as I extends PluralId ? `${I}_other` : I]: string;
} & { [K in `${PluralId}_${'zero' | 'one' | 'two' | 'few' | 'many'}`]?: string };
