import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFrame } from '@/components/ui/error-frame';

/** Last line of defence for render and loading errors (including a failed lazy chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error('[route]', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  return (
    <ErrorFrame
      code={notFound ? '404' : '500'}
      title={
        notFound ? 'Page not found' : chunkFailed ? 'A new version is available' : 'Something went wrong'
      }
      description={
        notFound
          ? "The page you're looking for doesn't exist or has moved."
          : chunkFailed
            ? 'Packsmith was updated while this tab was open. Reload to get the latest version.'
            : 'An unexpected error stopped this page from loading. Please try again.'
      }
      primary={{ label: 'Reload page', onClick: () => window.location.reload() }}
    />
  );
}
