/** The development mailbox page (mails the dev server would have sent). */
export { Mailbox } from './mailbox';
