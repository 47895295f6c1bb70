// The interviewer's replay: the code's recorded updates applied in order to a fresh document,
// shown read-only at any point of a slider (or played at a steady pace) — CoderPad's playback.
import { useQuery } from '@apollo/client/react';
import { Pause, Play } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Y from 'yjs';
import { InterviewReplayDocument } from '../gql/graphql';
import { useLocale } from '../i18n/useLocale';
import { CodeEditor } from '../workbench/editor/CodeEditor';
import { useEditorLook } from '../workbench/editor/useEditorLook';

const decode = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** the text after each update: one pass over the history */
function snapshots(updates: { update: string }[]): string[] {
  const doc = new Y.Doc();
  return updates.map((u) => {
    Y.applyUpdate(doc, decode(u.update));
    return doc.getText('code').toString();
  });
}

export function ReplayView({ code, language }: { code: string; language: 'javascript' | 'typescript' }) {
  const { t } = useTranslation('interview');
  const locale = useLocale();
  const { fontSize, theme } = useEditorLook();
  const { data } = useQuery(InterviewReplayDocument, { variables: { code }, fetchPolicy: 'network-only' });
  const updates = useMemo(() => data?.interviewReplay ?? [], [data]);
  const texts = useMemo(() => snapshots(updates), [updates]);
  const [index, setIndex] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const at = index ?? texts.length - 1;

  useEffect(() => {
    if (!playing) return;
    const step = setInterval(() => {
      setIndex((i) => {
        const next = (i ?? -1) + 1;
        if (next >= texts.length - 1) setPlaying(false);
        return Math.min(next, texts.length - 1);
      });
    }, 150);
    return () => clearInterval(step);
  }, [playing, texts.length]);

  if (!data) return <p className="p-4 text-sm text-slate-500">{t('room.loading')}</p>;
  if (texts.length === 0) return <p className="p-4 text-sm text-slate-500">{t('room.replay.empty')}</p>;
  const time = new Date(updates[at]!.at).toLocaleTimeString(locale === 'zhCN' ? 'zh-CN' : 'en-US');

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="replay">
      <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <button
          type="button"
          className="inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
          aria-label={playing ? t('room.replay.pause') : t('room.replay.play')}
          onClick={() => {
            if (!playing && at >= texts.length - 1) setIndex(0);
            setPlaying(!playing);
          }}
        >
          {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        </button>
        <input
          type="range"
          min={0}
          max={texts.length - 1}
          value={at}
          onChange={(e) => {
            setPlaying(false);
            setIndex(Number(e.target.value));
          }}
          aria-label={t('room.replay.slider')}
          className="flex-1"
        />
        <span className="text-xs text-slate-600 tabular-nums dark:text-slate-300" data-testid="replay-position">
          {t('room.replay.position', { index: at + 1, total: texts.length, time })}
        </span>
      </div>
      <div className="min-h-0 flex-1">
        <CodeEditor
          path={`replay/${code}.${language === 'typescript' ? 'ts' : 'js'}`}
          value={texts[at]!}
          language={language}
          readOnly
          fontSize={fontSize}
          theme={theme}
          ariaLabel={t('room.replayLabel')}
          loadingLabel={t('room.loadingEditor')}
        />
      </div>
    </div>
  );
}
