/**
 * For a dialog's onOpenAutoFocus (it runs again each time a step's content mounts): focus the
 * step's main field with a mouse or trackpad; on touch screens focus the dialog itself so the
 * on-screen keyboard does not cover the step.
 */
export function focusField(fieldId?: string) {
  return (event: Event) => {
    event.preventDefault();
    const field = fieldId ? document.getElementById(fieldId) : null;
    if (field && window.matchMedia('(pointer: fine)').matches) field.focus();
    else (event.currentTarget as HTMLElement | null)?.focus();
  };
}
