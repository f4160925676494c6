/** The users module's face for other modules: people and their plan, never the tables. */
export { tierOf } from './repository.ts';
export { countUsers, findPeople, flagContextOf, signupWeeks, toUserDto, usersService } from './service.ts';
