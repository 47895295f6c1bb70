// The square tile that identifies a book on cards and on its page.
import { resolveBookIcon, type IconTone } from './resolveBookIcon';

const TONES: Record<IconTone, string> = {
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-400/15 dark:text-yellow-300',
  blue: 'bg-blue-100 text-blue-700 dark:bg-blue-400/15 dark:text-blue-300',
  cyan: 'bg-cyan-100 text-cyan-700 dark:bg-cyan-400/15 dark:text-cyan-300',
  green: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-400/15 dark:text-emerald-300',
  orange: 'bg-orange-100 text-orange-700 dark:bg-orange-400/15 dark:text-orange-300',
  indigo: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-400/15 dark:text-indigo-300',
  violet: 'bg-violet-100 text-violet-700 dark:bg-violet-400/15 dark:text-violet-300',
  rose: 'bg-rose-100 text-rose-700 dark:bg-rose-400/15 dark:text-rose-300',
  slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

const BOX = {
  md: 'size-12 rounded-xl',
  lg: 'size-16 rounded-2xl sm:size-20',
};

// Letters vs. pictures: lone symbols (⚛, ∑) and emoji look tiny at letter size.
const TEXT = {
  md: { letters: 'text-lg', picture: 'text-2xl' },
  lg: { letters: 'text-2xl sm:text-3xl', picture: 'text-4xl sm:text-5xl' },
};

const LONE_SYMBOL = /^[^\p{L}\p{N}]$/u;

export function BookIcon({ icon, title, size = 'md' }: { icon: string; title: string; size?: keyof typeof BOX }) {
  const resolved = resolveBookIcon(icon, title);
  const box = `flex shrink-0 items-center justify-center overflow-hidden font-bold ${BOX[size]}`;
  if (resolved.kind === 'image') {
    return (
      <span className={`${box} bg-slate-100 dark:bg-slate-800`}>
        <img src={resolved.src} alt="" className="size-full object-contain p-2" loading="lazy" />
      </span>
    );
  }
  if (resolved.kind === 'emoji') {
    return (
      <span aria-hidden="true" className={`${box} bg-slate-100 dark:bg-slate-800 ${TEXT[size].picture}`}>
        {resolved.text}
      </span>
    );
  }
  const text = LONE_SYMBOL.test(resolved.text) ? TEXT[size].picture : TEXT[size].letters;
  return (
    <span aria-hidden="true" className={`${box} ${TONES[resolved.tone]} ${text}`}>
      {resolved.text}
    </span>
  );
}
