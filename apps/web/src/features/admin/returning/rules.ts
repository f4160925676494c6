/** Share of a cohort, as a whole percentage (0 for an empty cohort). */
export function share(count: number, size: number): number {
  return size > 0 ? Math.round((count / size) * 100) : 0;
}

/** 'Nov 16' for a week's Monday ('2026-11-16'), read as UTC. */
export function weekLabel(monday: string): string {
  return new Date(`${monday}T00:00:00Z`).toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
