import { notFound } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot be a row id is simply not found (never a 400 that hints at the format). */
export const checkId = (id: string) => {
  if (!UUID.test(id)) throw notFound();
  return id;
};
