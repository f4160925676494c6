/** The templates module's public face, for other modules and the wiring alike: its routes and thumbnails. */
export { templateRoutes } from './routes.ts';
export { type ThumbnailCache, templateThumbnailPath, thumbnailCache } from './thumbnails.ts';
