/** A staff member is anyone whose email is on the company's own domain. */
export function isStaffEmail(email: string, staffDomain: string): boolean {
  if (!staffDomain) return false;
  const domain = staffDomain.replace(/^@/, '').toLowerCase();
  return email.toLowerCase().endsWith(`@${domain}`);
}
