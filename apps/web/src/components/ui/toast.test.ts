import { describe, expect, it, vi } from 'vitest';

const shown: string[] = [];
vi.mock('sonner', () => {
  const toast = Object.assign((title: string) => shown.push(`info:${title}`), {
    success: (title: string) => shown.push(`success:${title}`),
    error: (title: string) => shown.push(`error:${title}`),
    warning: (title: string) => shown.push(`warning:${title}`),
  });
  return { toast };
});

const { notify, toasterListening } = await import('./toast');

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('toasts loaded on first use', () => {
  it('holds toasts until the toaster listens, then shows them in order', async () => {
    notify.success('Saved');
    notify.error('Failed to save uploaded image', 'Try again');
    await settle();
    // sonner drops toasts published before its toaster subscribes: none may go out yet.
    expect(shown).toEqual([]);

    toasterListening();
    await vi.waitFor(() => expect(shown).toEqual(['success:Saved', 'error:Failed to save uploaded image']));

    notify.warning('Low resolution');
    notify.info('Copied');
    await vi.waitFor(() => expect(shown.slice(2)).toEqual(['warning:Low resolution', 'info:Copied']));
  });
});
