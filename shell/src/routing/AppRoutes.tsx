import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { isPublicPath } from '../registry/routeOwner';
import { Home } from '../Home';
import { AppLayout } from '../Layout';
import { lazyAntdScreen } from '../antd';
import { FullPageLoading, GuestOnly, RequireSession } from './guards';
import { PublicArea, RemoteOutlet } from './RemoteOutlet';
import { TEXTS } from '../texts';

// sign-in and registration are antd forms: lazy chunks that bring antd (a signed-in start never loads them)
const SignIn = lazyAntdScreen(() => import('../SignIn/SignIn').then((m) => m.SignIn));
const Register = lazyAntdScreen(() => import('../Register/Register').then((m) => m.Register));

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoading label={TEXTS.loading} />}>{children}</Suspense>;
}

/** The shell's routes (contract "Route prefixes"): its own screens, the public area, then every remote's paths. */
export function AppRoutes() {
  const { pathname } = useLocation();
  // outside <Routes> so the remote's absolute public paths (/ap/:id/:userId) match from the root
  if (isPublicPath(pathname)) return <PublicArea />;
  return (
    <Routes>
      <Route
        path="/signin"
        element={
          <GuestOnly>
            <Screen>
              <SignIn />
            </Screen>
          </GuestOnly>
        }
      />
      <Route
        path="/register"
        element={
          <GuestOnly>
            <Screen>
              <Register />
            </Screen>
          </GuestOnly>
        }
      />
      <Route
        element={
          <RequireSession>
            <AppLayout />
          </RequireSession>
        }
      >
        <Route index element={<Home />} />
        <Route path="/home" element={<Home />} />
        <Route path="/new-home" element={<Home />} />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
