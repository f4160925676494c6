import { GeneratorPage } from '@/features/generator';

/** /action/generate-packaging-design (public; ?sid= adds the run to that session). */
export function Component() {
  return <GeneratorPage />;
}
