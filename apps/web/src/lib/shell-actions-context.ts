import { createContext, useContext } from 'react';

/** The tiles of the Create new dialog (spec part 2 §2). */
export type CreateTileId =
  | 'ai-imagery'
  | 'packaging-design'
  | 'logo-design'
  | 'edit'
  | 'photoshoot'
  | 'packaging-range'
  | 'variant-range'
  | 'professional-photoshoot'
  | 'print-ready'
  | 'judge';

/** Dialogs the app shell renders once and any page may open. */
export interface ShellActions {
  openCreate: (focus?: CreateTileId) => void;
  openLiveChat: () => void;
  openCreateCollection: () => void;
  /** The search dialog (the Inspire panel's Search). */
  openSearch: () => void;
}

/** Provided by the app shell (app/shell/shell-actions.tsx); pages read it with useShellActions. */
export const ShellActionsContext = createContext<ShellActions | null>(null);

export function useShellActions(): ShellActions {
  const ctx = useContext(ShellActionsContext);
  if (!ctx) throw new Error('useShellActions must be used inside ShellActionsProvider');
  return ctx;
}
