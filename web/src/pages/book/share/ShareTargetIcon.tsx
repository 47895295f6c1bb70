// A share target's tile: the brand's glyph (simple-icons path) on its brand colour, a lucide
// icon, or letters where simple-icons has no glyph. Decorative: the target's name is the label.
import { Link, Mail } from 'lucide-react';
import type { ShareIcon } from './shareTargets';
import { glyphColorOn } from './shareUrl';

const LUCIDE = { mail: Mail, link: Link };

export function ShareTargetIcon({ icon }: { icon: ShareIcon }) {
  const hex = icon.kind === 'brand' ? icon.icon.hex : icon.hex;
  const color = glyphColorOn(hex);
  const LucideIcon = icon.kind === 'lucide' ? LUCIDE[icon.name] : null;
  return (
    <span
      aria-hidden="true"
      // black brands (X, Threads) need an edge on the dark popover
      className="flex size-10 items-center justify-center rounded-xl shadow-sm ring-1 ring-black/5 transition-transform group-hover:scale-105 dark:ring-white/15"
      style={{ backgroundColor: `#${hex}`, color }}
    >
      {icon.kind === 'brand' && (
        <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" focusable="false">
          <path d={icon.icon.path} />
        </svg>
      )}
      {LucideIcon && <LucideIcon className="size-5" />}
      {icon.kind === 'monogram' && <span className="text-base leading-none font-bold tracking-tight">{icon.text}</span>}
    </span>
  );
}
