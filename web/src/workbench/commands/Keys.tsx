// A shortcut drawn as keys (Ctrl Shift P), for the palette's rows and its hints.
import type { Shortcut } from './command';
import { shortcutKeys } from './shortcut';

export function Keys({ shortcut, className = '' }: { shortcut: Shortcut; className?: string }) {
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 ${className}`}>
      {shortcutKeys(shortcut).map((key) => (
        <kbd
          key={key}
          className="min-w-5 rounded border border-current/30 px-1 text-center font-sans text-[11px] leading-4 opacity-80"
        >
          {key}
        </kbd>
      ))}
    </span>
  );
}
