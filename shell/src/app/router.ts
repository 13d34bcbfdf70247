import { createBrowserRouter } from 'shared-ui/router';
import { routes } from './routes';

export const router = createBrowserRouter(routes);
