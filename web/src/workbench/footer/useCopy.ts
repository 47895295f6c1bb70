// Copies text to the clipboard and reports "copied" for 2 s (spec §9); failures are only logged.
import { useCallback, useEffect, useRef, useState } from 'react';

export const COPY_CONFIRM_MS = 2000;

export function useCopy(): [boolean, (text: string) => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback((text: string) => {
    navigator.clipboard
      .writeText(text)
      .then(() => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
      })
      .catch((error: unknown) => console.error('workbench: copy failed', error));
  }, []);
  return [copied, copy];
}
