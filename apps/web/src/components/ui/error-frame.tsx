import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from './button';

export interface ErrorFrameProps {
  code: string;
  title: string;
  description: ReactNode;
  primary?: { label: string; onClick: () => void };
  /** Render inside the app shell (no full-screen height). */
  inset?: boolean;
}

/** The big-number error layout used by /404, /500 and the route error boundary. */
export function ErrorFrame({ code, title, description, primary, inset }: ErrorFrameProps) {
  return (
    <div
      className={
        inset
          ? 'flex flex-1 flex-col items-center justify-center px-6 py-20 text-center'
          : 'flex min-h-dvh flex-col items-center justify-center bg-canvas px-6 py-20 text-center'
      }
    >
      <p className="bg-gradient-to-b from-brand-500 to-brand-800 bg-clip-text text-7xl font-bold tracking-tighter text-transparent sm:text-8xl">
        {code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
      <p className="mt-2 max-w-md text-[15px] text-zinc-500">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {primary ? <Button onClick={primary.onClick}>{primary.label}</Button> : null}
        <Link to="/dashboard" className={buttonClass({ variant: primary ? 'outline' : 'primary' })}>
          Go to dashboard
        </Link>
      </div>
    </div>
  );
}

/** The not-found page body, also shown in place for pages someone may not see (e.g. admin). */
export function NotFoundFrame() {
  return (
    <ErrorFrame
      inset
      code="404"
      title="Page not found"
      description="The page you're looking for doesn't exist, has moved, or you don't have access to it."
    />
  );
}
