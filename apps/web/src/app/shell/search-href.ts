/** Where the search dialog sends a prompt: /search?q=… trimmed; null while it is blank. */
export function searchHref(prompt: string): string | null {
  const q = prompt.trim();
  return q ? `/search?${new URLSearchParams({ q })}` : null;
}
