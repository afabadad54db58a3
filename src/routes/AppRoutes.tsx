import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

/** The route tree of routes.tsx, rendered by whichever router holds it (the browser's, a test's memory router). */
export function AppRoutes() {
  return useRoutes(routes);
}
