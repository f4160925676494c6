export interface Route {
  method: string;
  url: string;
}

/** Every API route the app serves (from Fastify's printed tree: "├── /api/x (GET, POST)", children indented by 4). */
export function apiRoutes(app: { printRoutes(options: { commonPrefix: boolean }): string }): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const level = match[1]!.length / 4;
    const full = (stack[level - 1] ?? '') + match[2]!;
    stack[level] = full;
    stack.length = level + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: full });
  }
  return routes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.includes('/docs'));
}
