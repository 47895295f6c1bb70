// A user's avatar: the uploaded image, else the first letter of the name on a tint.
// Decorative by default (the name is next to it); pass `alt` when it stands alone.
import { useState } from 'react';

export function Avatar({
  src,
  name,
  alt = '',
  className = 'size-8 text-sm',
}: {
  src?: string | null;
  name: string;
  alt?: string;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt={alt}
        onError={() => setBroken(src)}
        className={`shrink-0 rounded-full bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
      />
    );
  }
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700 select-none dark:bg-indigo-500/20 dark:text-indigo-200 ${className}`}
    >
      {initial}
    </span>
  );
}

/**
 * what every greeting calls the user (the header's menu, the dashboard, the profile card): the
 * nickname, else the username every account has, so no two places name them differently
 */
export function displayName(user: { nickName?: string | null; username: string }): string {
  return user.nickName?.trim() || user.username;
}
