import { createRootRoute } from '@tanstack/react-router';
import { AppFrame } from '../ui/AppFrame.tsx';

export const Route = createRootRoute({ component: AppFrame });
