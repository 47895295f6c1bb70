// A banner above or inside a form: an error (role alert), a success or a note (role status).
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

const bannerStyles = {
  error: {
    className: 'border-red-200 bg-red-50 text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200',
    icon: CircleAlert,
    role: 'alert',
  },
  success: {
    className:
      'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200',
    icon: CircleCheck,
    role: 'status',
  },
  info: {
    className:
      'border-indigo-200 bg-indigo-50 text-indigo-800 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-200',
    icon: Info,
    role: 'status',
  },
} as const;

export function FormBanner({
  kind,
  title,
  children,
  className = '',
}: {
  kind: keyof typeof bannerStyles;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const style = bannerStyles[kind];
  const Icon = style.icon;
  return (
    <div role={style.role} className={`flex gap-3 rounded-xl border p-3.5 text-sm ${style.className} ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="break-words">{children}</div>}
      </div>
    </div>
  );
}
