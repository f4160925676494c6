/** Home: quick-create tiles and recent work (also in the Create new dialog). */
export { QuickCreate } from './quick-create';
export { RecentWork } from './recent-work';
