// Excalidraw's fonts come from our own server: the path is set before its module first loads.
import { lazy } from 'react';

declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string;
  }
}

/** where web/vite/excalidraw-assets.ts puts the fonts (…/fonts/ below it) */
const ASSET_PATH = '/excalidraw/';

export const LazyWhiteboard = lazy(() => {
  window.EXCALIDRAW_ASSET_PATH = ASSET_PATH;
  return import('./Whiteboard');
});

export const LazyBoardView = lazy(() => {
  window.EXCALIDRAW_ASSET_PATH = ASSET_PATH;
  return import('./BoardView');
});
