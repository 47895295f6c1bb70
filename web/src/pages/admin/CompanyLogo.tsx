// A company's icon name drawn as its logo (brand color; a very dark brand turns light on the
// dark theme), the neutral building for "building", or a monogram tile for the rest.
import { Building2 } from 'lucide-react';
import { COMPANY_LOGOS, isDarkColor } from './companyLogos';

const MONOGRAM_TONES = [
  'bg-indigo-100 text-indigo-700 dark:bg-indigo-400/15 dark:text-indigo-300',
  'bg-sky-100 text-sky-700 dark:bg-sky-400/15 dark:text-sky-300',
  'bg-emerald-100 text-emerald-700 dark:bg-emerald-400/15 dark:text-emerald-300',
  'bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
  'bg-rose-100 text-rose-700 dark:bg-rose-400/15 dark:text-rose-300',
  'bg-violet-100 text-violet-700 dark:bg-violet-400/15 dark:text-violet-300',
];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}

const BOX = {
  sm: 'size-8 rounded-lg text-sm',
  md: 'size-10 rounded-xl text-base',
};

export function CompanyLogo({ icon, size = 'sm', label }: { icon: string; size?: keyof typeof BOX; label?: string }) {
  const name = icon.trim();
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const box = `inline-flex shrink-0 items-center justify-center font-bold ${BOX[size]}`;
  const logo = COMPANY_LOGOS[name];
  if (logo) {
    return (
      <span {...a11y} className={`${box} bg-white ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-[55%]">
          {isDarkColor(logo.hex) ? (
            <path d={logo.path} className="fill-slate-900 dark:fill-slate-100" />
          ) : (
            <path d={logo.path} fill={`#${logo.hex}`} />
          )}
        </svg>
      </span>
    );
  }
  if (name === 'building' || !name) {
    return (
      <span {...a11y} className={`${box} bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400`}>
        <Building2 aria-hidden="true" className="size-[55%]" />
      </span>
    );
  }
  return (
    <span {...a11y} className={`${box} ${MONOGRAM_TONES[hash(name) % MONOGRAM_TONES.length]}`}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
