// The whiteboard at one moment of the replay: Excalidraw in view mode over the rebuilt elements.
import '@excalidraw/excalidraw/index.css';
import { CaptureUpdateAction, Excalidraw } from '@excalidraw/excalidraw';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../theme/useTheme';
import type { BoardElement } from './boardBinding';

export default function BoardView({ elements }: { elements: readonly BoardElement[] }) {
  const { t, i18n } = useTranslation('interview');
  const { resolved } = useTheme();
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  useEffect(() => {
    api?.updateScene({ elements: elements as never, captureUpdate: CaptureUpdateAction.NEVER });
  }, [api, elements]);
  return (
    <div
      className="h-80"
      data-testid="replay-board"
      data-elements={elements.map((element) => element.id).join(' ')}
      aria-label={t('room.board.replayLabel')}
    >
      <Excalidraw
        excalidrawAPI={setApi}
        theme={resolved === 'dark' ? 'dark' : 'light'}
        langCode={i18n.language === 'zh-CN' ? 'zh-CN' : 'en'}
        viewModeEnabled
        UIOptions={{ canvasActions: { loadScene: false, saveToActiveFile: false, export: false } }}
      />
    </div>
  );
}
