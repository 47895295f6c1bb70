// Pure rules of the comments section (spec §4, §9): when a date reads as relative time, how many
// replies show before "show more", and who may do what (the server decides for real; this only
// hides the buttons a viewer cannot use).

export const RELATIVE_DAYS = 3;
export const REPLIES_SHOWN = 2;
const DAY = 24 * 60 * 60 * 1000;

export type CommentDate = { kind: 'relative'; value: number; unit: Intl.RelativeTimeFormatUnit } | { kind: 'date' };

/** relative time (just now, minutes, hours, days) up to 3 days, then the full date */
export function commentDate(createdAt: string | Date, now = Date.now()): CommentDate {
  const age = Math.max(0, now - new Date(createdAt).getTime());
  if (age > RELATIVE_DAYS * DAY) return { kind: 'date' };
  const minutes = Math.floor(age / 60_000);
  if (minutes < 1) return { kind: 'relative', value: 0, unit: 'second' };
  if (minutes < 60) return { kind: 'relative', value: -minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { kind: 'relative', value: -hours, unit: 'hour' };
  return { kind: 'relative', value: -Math.floor(hours / 24), unit: 'day' };
}

export function formatCommentDate(createdAt: string | Date, locale: string, now = Date.now()): string {
  const date = commentDate(createdAt, now);
  if (date.kind === 'date') {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(createdAt));
  }
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(date.value, date.unit);
}

export interface Viewer {
  id: string;
  role?: string | null;
}

export interface Rights {
  canDelete: boolean;
  canPin: boolean;
  canToggleReplies: boolean;
}

const moderates = (viewer: Viewer | null) => viewer?.role === 'admin' || viewer?.role === 'moderator';

/** spec §7: authors delete their own; the problem's author deletes and pins; admins and moderators do all */
export function rightsOf(viewer: Viewer | null, authorId: string, problemAuthorId: string | null): Rights {
  const isProblemAuthor = !!viewer && !!problemAuthorId && viewer.id === problemAuthorId;
  return {
    canDelete: !!viewer && (viewer.id === authorId || isProblemAuthor || moderates(viewer)),
    canPin: isProblemAuthor || moderates(viewer),
    canToggleReplies: moderates(viewer),
  };
}

export type Section = 'pinned' | 'featured' | 'regular';
export const SECTIONS: Section[] = ['pinned', 'featured', 'regular'];

/** the comments of a page grouped by section, order kept */
export function bySection<T extends { status: string }>(comments: readonly T[]): Record<Section, T[]> {
  const groups: Record<Section, T[]> = { pinned: [], featured: [], regular: [] };
  for (const comment of comments)
    groups[(SECTIONS as string[]).includes(comment.status) ? (comment.status as Section) : 'regular'].push(comment);
  return groups;
}
