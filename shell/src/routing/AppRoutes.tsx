import { Route, Routes, useLocation } from 'react-router-dom';
import { isPublicPath } from '../registry/routeOwner';
import { Home } from '../Home';
import { AppLayout } from '../Layout';
import { Register } from '../Register';
import { SignIn } from '../SignIn';
import { GuestOnly, RequireSession } from './guards';
import { PublicArea, RemoteOutlet } from './RemoteOutlet';

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
            <SignIn />
          </GuestOnly>
        }
      />
      <Route
        path="/register"
        element={
          <GuestOnly>
            <Register />
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
