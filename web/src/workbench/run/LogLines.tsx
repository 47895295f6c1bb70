// Console lines with their level (log, info, warn, error), as a run printed them.
const TONE: Record<string, string> = {
  log: 'text-slate-700 dark:text-slate-300',
  info: 'text-sky-700 dark:text-sky-300',
  warn: 'text-amber-700 dark:text-amber-300',
  error: 'text-red-700 dark:text-red-300',
};

export function LogLines({ logs }: { logs: readonly { level: string; message: string }[] }) {
  return (
    <ul className="mt-1 space-y-0.5 font-mono text-xs">
      {logs.map((entry, index) => (
        <li key={index} className={`flex gap-2 ${TONE[entry.level] ?? TONE.log}`} data-level={entry.level}>
          <span className="w-10 shrink-0 uppercase opacity-70">{entry.level}</span>
          <span className="min-w-0 whitespace-pre-wrap">{entry.message}</span>
        </li>
      ))}
    </ul>
  );
}
