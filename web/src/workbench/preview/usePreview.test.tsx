// The preview's states and the errors that are not the compiler's (spec §4, §8): the first
// render at once, later ones 750 ms after the last change, a frame that never says "loaded"
// fails after 15 s, errors the frame reports, a frame that cannot be reached; each error in both
// languages.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n/i18n';
import '../../i18n/namespaces/workbench';
import type { PreviewError } from './errors';
import type { FileNode } from './fileTree';
import { PREVIEW_RERENDER_MS, PREVIEW_TIMEOUT_MS } from './timing';
import { frameError, usePreview } from './usePreview';
import { usePreviewErrorText } from './usePreviewErrorText';

const tree: FileNode[] = [{ id: 'index.js', name: 'index.js', isFile: true, code: '' }];
vi.stubGlobal('__PREVIEW_RUNTIMES__', { react: '/r.js', vueCompiler: '/c.js' });

describe('usePreview', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders at once, then 750 ms after the last change, and fails a frame silent for 15 s', () => {
    const log = vi.fn();
    const { result, rerender } = renderHook(
      (props: { revision: number }) =>
        usePreview({ enabled: true, framework: 'React', tree, revision: props.revision, log }),
      { initialProps: { revision: 0 } },
    );
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.frameKey).toBe(1);
    expect(result.current.project).toMatchObject({
      framework: 'React',
      files: { 'index.js': '' },
      vueCompiler: '/c.js',
    });
    expect(result.current.project!.runtimes).toEqual({ react: '/r.js' });

    rerender({ revision: 1 });
    act(() => vi.advanceTimersByTime(PREVIEW_RERENDER_MS - 100));
    rerender({ revision: 2 });
    act(() => vi.advanceTimersByTime(PREVIEW_RERENDER_MS - 100));
    expect(result.current.frameKey).toBe(1); // still waiting for the changes to stop
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.frameKey).toBe(2);
    expect(result.current.status).toBe('loading');

    act(() => vi.advanceTimersByTime(PREVIEW_TIMEOUT_MS));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toEqual({ code: 'timeout' });
  });

  it('follows what the frame says: loaded, console, compile and runtime errors; and an unreachable frame', () => {
    const log = vi.fn();
    const { result } = renderHook(() => usePreview({ enabled: true, framework: 'Vue', tree, revision: 0, log }));
    act(() => vi.advanceTimersByTime(0));
    act(() => result.current.onFrameMessage({ source: 'ffp-preview-frame', type: 'loaded' }));
    expect(result.current.status).toBe('loaded');
    act(() =>
      result.current.onFrameMessage({ source: 'ffp-preview-frame', type: 'console', level: 'warn', message: 'hi' }),
    );
    expect(log).toHaveBeenCalledWith([{ type: 'console', level: 'warn', message: 'hi' }]);
    act(() =>
      result.current.onFrameMessage({
        source: 'ffp-preview-frame',
        type: 'compileError',
        error: { code: 'moduleNotFound', name: 'lodash', importer: 'App.vue' },
      }),
    );
    expect(result.current).toMatchObject({ status: 'error', error: { code: 'moduleNotFound', name: 'lodash' } });
    act(() => result.current.frameUnreachable());
    expect(result.current.error).toEqual({ code: 'frameAccess' });
  });

  it('maps the errors the frame reports', () => {
    expect(frameError({ source: 'ffp-preview-frame', type: 'error', kind: 'scriptLoad', message: '/r.js' })).toEqual({
      code: 'scriptLoad',
      url: '/r.js',
    });
    expect(
      frameError({
        source: 'ffp-preview-frame',
        type: 'error',
        kind: 'runtime',
        message: 'boom',
        file: 'App.jsx',
        line: 3,
      }),
    ).toEqual({ code: 'runtime', message: 'boom', file: 'App.jsx', line: 3 });
  });
});

describe('preview error texts', () => {
  const errors: [PreviewError, string, string][] = [
    [{ code: 'noFiles' }, 'There are no files to render.', '没有可以渲染的文件。'],
    [
      { code: 'transpile', file: 'App.jsx', line: 3, message: 'Unexpected token' },
      'Could not compile App.jsx:3: Unexpected token',
      '无法编译 App.jsx:3：Unexpected token',
    ],
    [
      { code: 'entryNotFound', patterns: ['main.js', 'src/main.js'] },
      'Entry file not found. The preview starts from one of: main.js, src/main.js.',
      '找不到入口文件。预览会从以下文件之一开始：main.js, src/main.js。',
    ],
    [
      { code: 'frameAccess' },
      'Cannot access the preview frame. Reload the preview.',
      '无法访问预览框架，请重新加载预览。',
    ],
    [
      { code: 'moduleNotFound', name: 'lodash', importer: 'App.jsx' },
      'Module not found: "lodash" (imported by App.jsx). Import files of your tree, or react, react-dom, vue.',
      '找不到模块“lodash”（由 App.jsx 引入）。只能引入文件树中的文件，或 react、react-dom、vue。',
    ],
    [{ code: 'scriptLoad', url: '/r.js' }, 'A script failed to load: /r.js', '脚本加载失败：/r.js'],
    [{ code: 'timeout' }, 'The preview did not finish loading within 15 seconds.', '预览在 15 秒内没有加载完成。'],
    [
      { code: 'runtime', message: 'boom', file: 'App.jsx', line: 3 },
      'Error in the preview: boom (App.jsx:3)',
      '预览运行出错：boom (App.jsx:3)',
    ],
  ];
  it.each(errors)('%o reads in both languages', async (error, en, zh) => {
    await i18n.changeLanguage('en');
    const { result, rerender } = renderHook(() => usePreviewErrorText());
    expect(result.current(error)).toBe(en);
    await act(() => i18n.changeLanguage('zhCN'));
    rerender();
    expect(result.current(error)).toBe(zh);
    await i18n.changeLanguage('en');
  });
});
