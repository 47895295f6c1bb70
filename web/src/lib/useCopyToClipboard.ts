// Copies a text to the clipboard and reports "copied" for 3 s (spec §9: the book's share link;
// every other copy button does the same). A failure (no permission, insecure page) calls
// `onError` (a toast where the page says so) or is only logged (spec §8: the button simply does
// not confirm).
import { useCallback, useEffect, useRef, useState } from 'react';

export const COPIED_CONFIRMATION_MS = 3000;

export function useCopyToClipboard(text: string, onError?: () => void): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failed = useRef(onError);
  useEffect(() => {
    failed.current = onError;
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      if (failed.current) failed.current();
      else console.error('Copying failed', error);
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
  }, [text]);

  return { copied, copy };
}
