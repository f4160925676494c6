/** Region codes that are not countries or territories people live in. */
const NOT_COUNTRIES = new Set([
  'AC',
  'CP',
  'DG',
  'EA',
  'EU',
  'EZ',
  'IC',
  'QO',
  'TA',
  'UN',
  'XA',
  'XB',
  'XK',
  'ZZ',
]);

let cache: string[] | null = null;

/**
 * Country names in English, built from the browser's own region data (Intl.DisplayNames):
 * every two-letter code the runtime can name, minus the non-country groupings.
 */
export function countryNames(): string[] {
  if (cache) return cache;
  const names = new Set<string>();
  try {
    const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (NOT_COUNTRIES.has(code)) continue;
        const name = display.of(code);
        if (name && name !== code && !/unknown|pseudo/i.test(name)) names.add(name);
      }
    }
  } catch {
    // very old runtime: leave the list empty and let people type
  }
  cache = [...names].sort((x, y) => x.localeCompare(y));
  return cache;
}
