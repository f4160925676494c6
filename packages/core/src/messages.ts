import { NOTIFICATIONS } from './notifications.ts';

/** Every user-visible text the server and web share. */
export const MESSAGES = {
  generic: {
    badRequest: 'The request is not valid.',
    unauthorized: 'Please sign in to continue.',
    notFound: 'Not found',
    internal: 'Something went wrong. Please try again.',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    unsafeText: 'Text cannot contain NUL characters or broken Unicode (an unpaired surrogate).',
  },
  auth: {
    invalidEmail: 'Please enter a valid email address',
    blocked: 'This email address cannot be used to sign in.',
    codeSent: 'We sent a 6-digit code to your email.',
    codeInvalid: 'That code is not right. Check the email and try again.',
    codeExpired: 'This code has expired. Request a new one.',
    codeTooManyAttempts: 'Too many wrong codes. Request a new one.',
    codeFormat: 'Enter the 6-digit code from the email',
    tooManyRequests: 'Too many codes requested. Please wait a few minutes and try again.',
    googleNotConfigured: 'Google sign-in is not available.',
    googleFailed: 'Google sign-in failed. Please try again.',
    staffOnly: 'Not found',
  },
  users: {
    notOnboarded: 'User not found',
    nameRequired: 'Please enter your name',
    jobRoleRequired: 'Please choose your role',
    timingRequired: 'Please choose when you plan to launch',
  },
  flags: {
    unknownFlag: 'There is no flag with that name.',
    notEditable: 'Flags are managed in the team’s flag service, not here.',
  },
  invites: {
    unknownFeature: 'There is no invite-only feature with that name.',
    codeUnknown: 'That invite code is not valid.',
    codeUsed: 'That invite code has already been used.',
    codeExpired: 'That invite code has expired.',
    codeOtherFeature: 'That invite code is for another feature.',
    redeemed: 'You are in! The feature is now unlocked for you.',
    waitlistJoined: "You are on the waitlist. We'll let you know when it's your turn.",
    notWaiting: 'None of those people are waiting for this feature.',
    admittedTitle: "You're off the waitlist",
    created: 'Invite codes created.',
    admitted: 'Admitted from the waitlist.',
  },
  competitions: {
    titleRequired: 'Please enter a title',
    bannerRequired: 'Please enter the banner text',
    endsBeforeStart: 'The competition must end after it starts.',
    notFound: 'There is no such competition.',
  },
  adminGenerations: {
    notRetryable: 'Only failed or stalled generations can be retried.',
    notCancellable: 'Only pending or generating generations can be cancelled.',
    retried: 'The generation is queued again.',
    cancelled: 'The generation was cancelled and its credits released.',
    cancelledError: 'Cancelled by staff.',
    noDesignAction: 'This has no design action behind it to retry or cancel.',
  },
  adminNotifications: {
    audienceRequired: 'Choose who gets the notification: one person or everyone on a plan.',
    emailInvalid: 'Please enter a valid email address',
    unknownTier: 'There is no plan with that name.',
    unknownEmail: 'There is no user with that email address.',
    titleRequired: 'Please enter a title',
    titleTooLong: `The title can be at most ${NOTIFICATIONS.titleMaxLength} characters.`,
    messageTooLong: `The message can be at most ${NOTIFICATIONS.messageMaxLength.toLocaleString('en-US')} characters.`,
    loadError: "We couldn't load the notifications sent so far.",
  },
  analytics: {
    unknownEvent: 'Unknown analytics event.',
    badProperties: 'The event carries properties it may not have, or values that are too long.',
    anonymousIdRequired: 'Send an anonymousId with events sent while signed out.',
  },
  collections: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most 200 characters',
    descriptionTooLong: 'Description must be at most 1000 characters',
    limitRange: 'limit must be a whole number from 1 to 100',
    offsetRange: 'offset must be a whole number of 0 or more',
    assetIdsRequired: 'Select at least one image',
    tooManyAssetIds: 'Select at most 100 images at a time',
    invalidAssetId: 'Every asset id must be a UUID',
    invalidEmail: 'Please enter a valid email address',
    notFound: 'Collection not found',
    assetNotFound: 'One or more of those images were not found',
    ownerOnly: 'Only the owner of this collection can do that',
    notOwnItem: 'Collaborators can only remove images they added',
    cannotInviteSelf: 'You already own this collection',
    alreadyCollaborator: 'That person is already a collaborator',
    alreadyInvited: 'That address has already been invited',
    tooManyInvites: 'You have sent too many invitations. Please try again in an hour.',
    invitationNotFound: 'Invitation not found',
    created: 'Collection created successfully',
    alreadyAdded: 'The selected images have already been added to this collection',
    empty: 'No collections',
    invitationTitle: 'You were invited to a collection',
    invitationMessage: '{inviter} invited you to the collection “{name}”.',
  },
} as const;

/** The web client reads `message`, then `error.message`, then its fallback. */
export function extractErrorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: { message?: unknown } };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (b.error && typeof b.error.message === 'string' && b.error.message) return b.error.message;
  }
  return fallback;
}
