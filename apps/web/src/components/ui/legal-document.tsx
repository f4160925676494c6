import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** Long-form legal text with a sticky table of contents on wide screens. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-10">
      <div className="grid gap-10 lg:grid-cols-[220px_1fr]">
        <nav aria-label="Contents" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="mb-3 text-xs font-semibold tracking-wide text-zinc-400 uppercase">Contents</p>
            <ol className="flex flex-col gap-1.5 text-sm">
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-zinc-500 hover:text-zinc-900">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
            <div className="mt-6 border-t border-zinc-200 pt-4 text-sm">
              <Link to="/legal/privacy-policy" className="block py-1 text-zinc-500 hover:text-zinc-900">
                Privacy policy
              </Link>
              <Link
                to="/legal/platform-terms-of-use"
                className="block py-1 text-zinc-500 hover:text-zinc-900"
              >
                Platform terms of use
              </Link>
            </div>
          </div>
        </nav>
        <article className="max-w-3xl rounded-2xl border border-zinc-200/80 bg-white p-6 shadow-card sm:p-10">
          <p className="text-sm font-medium text-brand-700">Legal</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight text-zinc-900">{title}</h1>
          <p className="mt-2 text-sm text-zinc-500">Last updated {updated}</p>
          <div className="mt-6 text-[15px] leading-7 text-zinc-700">{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} className="scroll-mt-24 border-t border-zinc-100 pt-6 mt-8">
              <h2 className="text-lg font-semibold tracking-tight text-zinc-900">
                {i + 1}. {s.heading}
              </h2>
              <div className="mt-3 flex flex-col gap-3 text-[15px] leading-7 text-zinc-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
                {s.body}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
