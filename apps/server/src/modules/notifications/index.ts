/** The notifications module's face for other modules: notify a user (in their transaction). */
export {
  loadNotificationDto,
  type NotificationsDeps,
  type NotificationsService,
  notificationsService,
} from './service.ts';
