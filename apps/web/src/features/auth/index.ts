/** Signing in: the email-code form, the Google button, the callback rules and the auth API. */
export { EMAIL_BLOCKED, revokeSession } from './api';
export { destinationAfterSignIn, parseCallbackHash } from './callback';
export { EmailCodeForm } from './email-code-form';
export { GoogleButton } from './google-button';
