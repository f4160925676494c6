import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorFrame } from '@/components/ui/error-frame';

export function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <ErrorFrame
      inset
      code="500"
      title="Something went wrong on our side"
      description="We've logged the problem. Please try again in a moment — if it keeps happening, contact support."
      primary={{
        label: 'Try again',
        onClick: () => {
          void queryClient.invalidateQueries();
          navigate(-1);
        },
      }}
    />
  );
}
