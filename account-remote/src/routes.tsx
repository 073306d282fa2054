import { lazy } from 'react';
import type { ComponentType } from 'react';

const SignUpPage = lazy(() => import('./features/signup/components/SignUpPage'));

/**
 * The pages this remote serves, by the route pattern the shell matched. Each page is its own chunk,
 * so a route loads only its own code.
 */
export const pages: Readonly<Record<string, ComponentType>> = {
  '/login': lazy(() => import('./features/login/components/LoginPage')),
  '/signup': SignUpPage,
  '/cadastro': SignUpPage,
  '/esqueci-senha': lazy(() => import('./features/password-recovery/components/PasswordRecoveryPage')),
  '/account-confirmation': lazy(
    () => import('./features/account-confirmation/components/AccountConfirmationPage'),
  ),
  '/area-usuario': lazy(() => import('./features/user-area/components/UserAreaPage')),
};
