/**
 * The users module's public face, for other modules and the wiring alike: people and their plan, never
 * the tables.
 */
export { tierOf } from './repository.ts';
export {
  countByTier,
  countUsers,
  findPeople,
  flagContextOf,
  idsInTier,
  signupWeeks,
  toUserDto,
  usersService,
} from './service.ts';
