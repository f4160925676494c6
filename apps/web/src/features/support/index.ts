/**
 * The support chat's public face (issue #32): the person's chat, the hosted widget, the unread
 * count for the shell, and staff's inbox page.
 */
export { AdminSupportPage } from './admin-support-page';
export { supportKeys, useSupportConfig, useSupportLive, useSupportUnread } from './api';
export { openCrisp, shutdownCrisp } from './crisp';
export { SupportChat } from './support-chat';
