/**
 * The users module's public face, for other modules and the wiring alike: people and their plan, never
 * the tables.
 */
export {
  countByTier,
  countUsers,
  findPeople,
  flagContextOf,
  idsInTier,
  signupWeeks,
  staffIds,
  tierOf,
} from './repository.ts';
export { toUserDto, usersService } from './service.ts';
