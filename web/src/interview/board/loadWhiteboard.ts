// Excalidraw's fonts come from our own server, and only from it: the path is set and the FontFace
// sources are filtered before its module first loads.
import { lazy } from 'react';
import { keepFontsOnOurHost } from './ownFontSources';

declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string;
  }
}

/** where web/vite/excalidraw-assets.ts puts the fonts (…/fonts/ below it) */
const ASSET_PATH = '/excalidraw/';

export const LazyWhiteboard = lazy(() => {
  window.EXCALIDRAW_ASSET_PATH = ASSET_PATH;
  keepFontsOnOurHost();
  return import('./Whiteboard');
});

export const LazyBoardView = lazy(() => {
  window.EXCALIDRAW_ASSET_PATH = ASSET_PATH;
  keepFontsOnOurHost();
  return import('./BoardView');
});
