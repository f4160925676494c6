/** The flags module's public face, for other modules and the wiring alike: a person's evaluated flags. */
export { type FlagsService, flagsService } from './service.ts';
