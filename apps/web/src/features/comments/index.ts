/** The comments feature's public face: comment pins over an image (editor and image preview). */
export { HotspotComments } from './hotspot-comments';
