import { describe, expect, it } from 'vitest';
import { isAssetDialogOpen, registerAssetDialog, subscribeAssetDialogs } from './asset-dialog';

describe('asset dialog registry', () => {
  it('is open while any registered dialog is open, and releasing twice is harmless', () => {
    expect(isAssetDialogOpen()).toBe(false);
    let changes = 0;
    const off = subscribeAssetDialogs(() => changes++);
    const a = registerAssetDialog();
    const b = registerAssetDialog();
    expect(isAssetDialogOpen()).toBe(true);
    a();
    a();
    expect(isAssetDialogOpen()).toBe(true);
    b();
    expect(isAssetDialogOpen()).toBe(false);
    expect(changes).toBe(4);
    off();
  });
});
