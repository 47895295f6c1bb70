// The filter state mirrored between the screen and the URL query. The router applies URL
// changes in a transition, so inputs bound straight to the URL would lag a render behind:
// a ticked box would flick back and a typed letter could be lost. The screen reads a local
// copy updated at once; the URL is written alongside, and is adopted back only when it
// changed for another reason (a link to the unfiltered book, another book, Back).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BookFilterState } from './filterState';
import { parseFilterParams, writeFilterParams } from './urlState';

const keyOf = (state: BookFilterState) => writeFilterParams(new URLSearchParams(), state).toString();

export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => parseFilterParams(params), [params]);
  const urlKey = keyOf(fromUrl);
  const [local, setLocal] = useState(fromUrl);
  // keys we wrote whose URL update has not been seen yet, oldest first
  const pending = useRef<string[]>([]);
  const lastUrlKey = useRef(urlKey);

  useEffect(() => {
    if (urlKey === lastUrlKey.current) return; // first render: the copy was made from it
    lastUrlKey.current = urlKey;
    const echo = pending.current.indexOf(urlKey);
    if (echo >= 0) {
      pending.current.splice(0, echo + 1);
      return;
    }
    pending.current = [];
    setLocal(parseFilterParams(new URLSearchParams(urlKey)));
  }, [urlKey]);

  const setState = useCallback(
    (next: BookFilterState) => {
      setLocal(next);
      const key = keyOf(next);
      if (key !== lastUrlKey.current || pending.current.length > 0) pending.current.push(key);
      // replace: typing is many letters and a tick is not a page, so Back leaves the book
      setParams((current) => writeFilterParams(current, next), { replace: true });
    },
    [setParams],
  );

  return [local, setState] as const;
}
