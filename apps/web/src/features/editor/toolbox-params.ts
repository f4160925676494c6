/** The URL flags the editor's Toolbox button sets: the toolbox on quick edits, returning to the editor. */
export const TOOLBOX_PARAMS = { toolbox: 'true', toolboxFilter: 'quick-edits', return: 'editor' } as const;
