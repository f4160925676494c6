/** The policy's directives by name: `img-src 'self' data:` → {'img-src': ["'self'", 'data:']}. */
export function parseCsp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}
