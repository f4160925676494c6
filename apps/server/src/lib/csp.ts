/**
 * The app's Content-Security-Policy (helmet directives): its own origin, whatever that is for
 * this page (PUBLIC_URL plays no part), plus the storage's file origins when files live
 * elsewhere (S3 or its CDN), and the hosted chat widget's origins when CRISP_WEBSITE_ID is set —
 * nothing wider.
 */
export function cspDirectives(
  files: { read: readonly string[]; upload: readonly string[] },
  options: { crisp?: boolean } = {},
) {
  // The hosted chat widget's origins (Crisp's documented policy), only when it is configured.
  const crisp = options.crisp
    ? {
        script: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
        connect: [
          'https://client.crisp.chat',
          'https://storage.crisp.chat',
          'wss://client.relay.crisp.chat',
          'wss://stream.relay.crisp.chat',
        ],
        img: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
        style: ['https://client.crisp.chat'],
        font: ['https://client.crisp.chat'],
        frame: ['https://game.crisp.chat'],
      }
    : { script: [], connect: [], img: [], style: [], font: [], frame: [] };
  return {
    defaultSrc: ["'self'"],
    // data: and blob: are the browser's own previews of picked and decoded files.
    imgSrc: ["'self'", 'data:', 'blob:', ...files.read, ...crisp.img],
    styleSrc: ["'self'", "'unsafe-inline'", ...crisp.style],
    scriptSrc: ["'self'", ...crisp.script],
    connectSrc: ["'self'", 'ws:', 'wss:', ...files.upload, ...crisp.connect],
    fontSrc: ["'self'", 'data:', ...crisp.font],
    ...(crisp.frame.length ? { frameSrc: crisp.frame } : {}),
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}
