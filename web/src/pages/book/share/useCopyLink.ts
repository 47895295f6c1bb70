// Copies a text to the clipboard and reports "copied" for 3 s (spec §9). A failure (no
// permission, insecure page) is logged only (spec §8): the button simply does not confirm.
import { useCallback, useEffect, useRef, useState } from 'react';

export const COPIED_CONFIRMATION_MS = 3000;

export function useCopyLink(text: string): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copying the link failed', error);
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
  }, [text]);

  return { copied, copy };
}
