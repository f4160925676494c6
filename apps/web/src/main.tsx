import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '@/app/providers';
import { createRouter } from '@/app/router';
import { setNavigator } from '@/lib/navigation';

const router = createRouter();
setNavigator((to, options) => void router.navigate(to, options));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
