/**
 * What shows while the first page's route modules load (React Router's HydrateFallback): the
 * same thin progress bar as later navigations, on the page background.
 */
export function HydrateFallback() {
  return (
    <div className="min-h-dvh" aria-busy="true" data-testid="app-loading">
      <div className="fixed inset-x-0 top-0 h-0.5 origin-left scale-x-75 bg-brand-500 transition-transform" />
    </div>
  );
}
