/**
 * The server's module zones, the one table `scripts/lint-zones.mjs` turns into biome.json's
 * module overrides (`node scripts/lint-zones.mjs` rewrites them; `npm run lint` fails when they
 * are out of date). Edit this table, never the generated overrides.
 *
 * - `tables`: the schema exports (tables and their record types) the module's `repository*.ts`
 *   files may import. Only `repository*.ts` (and `apps/server/src/db/`) import the schema.
 * - `uses`: the modules it may import, each only through its `index.ts`.
 */
export const modules = {
  actions: {
    tables: ['designActions', 'designActionImages', 'designVariations', 'designVariationImages'],
    uses: ['admin', 'assets', 'credits', 'flags', 'notifications', 'sessions', 'users'],
  },
  admin: { tables: ['auditLog', 'adminNotificationSends'], uses: ['actions', 'notifications', 'users'] },
  analytics: { tables: ['analyticsEvents'], uses: [] },
  assets: { tables: ['assets', 'storedFiles'], uses: ['users'] },
  auth: {
    tables: ['users', 'userAuthentications', 'loginCodes', 'authTokens', 'blockedEmails', 'oidcFlows'],
    uses: ['analytics'],
  },
  chat: {
    tables: ['chatConversations', 'chatMessages'],
    uses: ['assets', 'credits', 'flags', 'notifications', 'sessions'],
  },
  collections: {
    tables: ['collections', 'collectionItems', 'collectionCollaborators', 'collectionInviteSends'],
    uses: ['assets', 'notifications', 'users'],
  },
  comments: {
    tables: ['hotspotThreads', 'hotspotComments'],
    uses: ['assets', 'collections', 'notifications', 'users'],
  },
  competitions: { tables: ['competitions'], uses: ['admin'] },
  credits: {
    tables: [
      'userCredits',
      'payments',
      'topUpCredits',
      'creditHistory',
      'paymentEvents',
      'noCreditsEvents',
      'tierChanges',
      'users',
      'CreditAllocation',
    ],
    uses: ['flags', 'promo-codes'],
  },
  dielines: { tables: [], uses: [] },
  'exit-survey': { tables: ['exitSurveyAnswers'], uses: ['users'] },
  extractor: {
    tables: ['artworkExtractions', 'ExtractionOutputRecord'],
    uses: ['actions', 'assets', 'credits', 'notifications', 'users'],
  },
  flags: { tables: ['featureFlags'], uses: ['admin', 'invites', 'users'] },
  generations: {
    tables: ['streamSpringGeneration', 'preauthDesignGenerations'],
    uses: ['actions', 'assets', 'flags', 'users'],
  },
  invites: {
    tables: ['featureInvites', 'featureAccess', 'featureWaitlist'],
    uses: ['admin', 'notifications', 'team-alerts', 'users'],
  },
  judge: {
    tables: ['judgeEvaluations', 'JudgeScoreRecord'],
    uses: ['assets', 'credits', 'notifications', 'users'],
  },
  meta: { tables: [], uses: [] },
  mockups: {
    tables: ['mockups', 'mockupOutputs', 'productRequests'],
    uses: ['actions', 'admin', 'assets', 'credits', 'notifications', 'team-alerts', 'users'],
  },
  notifications: { tables: ['notifications'], uses: [] },
  prefill: { tables: [], uses: [] },
  'promo-codes': { tables: ['promoCodes', 'promoRedemptions'], uses: ['admin', 'users'] },
  'print-files': { tables: [], uses: ['assets', 'flags', 'users'] },
  'print-ready': {
    tables: ['printReadyRequests'],
    uses: ['actions', 'admin', 'assets', 'credits', 'notifications', 'team-alerts', 'users'],
  },
  showcases: { tables: ['showcaseConsents', 'showcaseFeatures'], uses: ['admin', 'assets', 'users'] },
  search: {
    tables: ['searchItems', 'searchIndexState', 'searchWords', 'searchWordFacets', 'SearchPaletteEntry'],
    uses: ['analytics', 'assets', 'collections', 'flags'],
  },
  sessions: { tables: ['designSessions', 'designSessionEvents'], uses: ['actions', 'assets'] },
  support: { tables: ['supportConversations', 'supportMessages'], uses: ['users'] },
  'team-alerts': { tables: [], uses: [] },
  templates: { tables: [], uses: [] },
  tours: { tables: ['userTours'], uses: [] },
  users: { tables: ['users', 'userAuthentications'], uses: [] },
};

/**
 * Server files outside the modules that may import the schema although they are not named
 * `repository*.ts`: a port's table adapter is that port's repository; ports.ts names the design
 * action's record type in the settled event it types (types only).
 */
export const schemaOutsideModules = [
  'apps/server/src/lib/lease.ts',
  'apps/server/src/ports.ts',
  'apps/server/src/providers/analytics/table.ts',
  'apps/server/src/providers/flags/table.ts',
  'apps/server/src/providers/human-check/altcha.ts',
  'apps/server/src/providers/mail/dev-mailbox.ts',
  'apps/server/src/providers/slack/local.ts',
];
