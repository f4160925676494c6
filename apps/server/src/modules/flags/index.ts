/** The flags module's face for other modules: a person's evaluated flags. */
export { type FlagsService, flagsService } from './service.ts';
