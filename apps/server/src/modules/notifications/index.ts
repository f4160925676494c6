/**
 * The notifications module's public face, for other modules and the wiring alike: notify a user (in
 * their transaction).
 */
export {
  loadNotificationDto,
  type NotificationsDeps,
  type NotificationsService,
  notificationsService,
} from './service.ts';
