// A card's tile. The study plans use lucide icons (the same names as their books' catalogue
// icons) instead of emoji, which some systems draw as empty boxes; everything else is a BookIcon.
import { CalendarDays, type LucideIcon, Target, Zap } from 'lucide-react';
import { BookIcon } from '../../components/BookIcon';

const PICTURES: Record<string, { Icon: LucideIcon; tone: string }> = {
  zap: { Icon: Zap, tone: 'bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300' },
  'calendar-days': {
    Icon: CalendarDays,
    tone: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-400/15 dark:text-indigo-300',
  },
  target: { Icon: Target, tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-400/15 dark:text-emerald-300' },
};

export function ListingIcon({ icon, title }: { icon: string; title: string }) {
  const picture = PICTURES[icon];
  if (!picture) return <BookIcon icon={icon} title={title} />;
  const { Icon, tone } = picture;
  return (
    <span aria-hidden="true" className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>
      <Icon className="size-6" />
    </span>
  );
}
