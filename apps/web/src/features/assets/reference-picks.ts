/**
 * The reference picker's selection rules (spec part 2 §4, §5): pick or unpick, no more than the
 * limit (further picks are disabled at the limit when it is above 1; a limit of 1 swaps the pick),
 * and Cancel removes only the images picked during this visit — unpicks made meanwhile stay.
 */
export interface ReferencePicks {
  /** Ids picked now, in pick order. */
  selected: readonly string[];
  /** Ids picked since the picker opened. */
  addedThisVisit: readonly string[];
}

export const openPicks = (selected: readonly string[]): ReferencePicks => ({ selected, addedThisVisit: [] });

export function togglePick(picks: ReferencePicks, id: string, limit: number): ReferencePicks {
  if (picks.selected.includes(id)) {
    return {
      selected: picks.selected.filter((s) => s !== id),
      addedThisVisit: picks.addedThisVisit.filter((s) => s !== id),
    };
  }
  if (limit === 1) return { selected: [id], addedThisVisit: [id] };
  if (picks.selected.length >= limit) return picks;
  return { selected: [...picks.selected, id], addedThisVisit: [...picks.addedThisVisit, id] };
}

/** Whether an unpicked image can still be picked (the limit disables the rest when above 1). */
export const canPickMore = (picks: ReferencePicks, limit: number) =>
  limit === 1 || picks.selected.length < limit;

export function cancelPicks(picks: ReferencePicks): readonly string[] {
  return picks.selected.filter((id) => !picks.addedThisVisit.includes(id));
}
