import { afterEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({
  Toaster: vi.fn(() => null),
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));
vi.mock('sonner', () => sonner);

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('loads sonner on first use, keeps errors 6 s and the others 3 s, at most 3 at once', async () => {
    const { TOAST_LIMIT, toast } = await import('./toast');
    expect(TOAST_LIMIT).toBe(3);
    toast.error('Boom');
    toast.success('Saved');
    toast.info('Heads up');
    toast.warning('Careful');
    await vi.waitFor(() => expect(sonner.toast.warning).toHaveBeenCalled());
    expect(sonner.toast.error).toHaveBeenCalledWith('Boom', { duration: 6000 });
    expect(sonner.toast.success).toHaveBeenCalledWith('Saved', { duration: 3000 });
    expect(sonner.toast.info).toHaveBeenCalledWith('Heads up', { duration: 3000 });
    expect(sonner.toast.warning).toHaveBeenCalledWith('Careful', { duration: 3000 });
    expect(sonner.Toaster).toHaveBeenCalled();
    const props = (sonner.Toaster.mock.calls[0] as unknown as [{ visibleToasts: number }])[0];
    expect(props.visibleToasts).toBe(3);
  });
});
