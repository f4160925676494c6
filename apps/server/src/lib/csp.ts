/**
 * The app's Content-Security-Policy (helmet directives): its own origin, whatever that is for
 * this page (PUBLIC_URL plays no part), plus the storage's file origins when files live
 * elsewhere (S3 or its CDN) — nothing wider.
 */
export function cspDirectives(files: { read: readonly string[]; upload: readonly string[] }) {
  return {
    defaultSrc: ["'self'"],
    // data: and blob: are the browser's own previews of picked and decoded files.
    imgSrc: ["'self'", 'data:', 'blob:', ...files.read],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'", 'ws:', 'wss:', ...files.upload],
    fontSrc: ["'self'", 'data:'],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}
