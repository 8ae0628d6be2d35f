import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../lib/session/session-context';
import { AuthPage, ChatPage, NotFoundPage, ROUTES, type AppRoute } from './routes';
import { useVerifiedEmailNotice } from './use-verified-email-notice';

function RouteView({ route }: { route: AppRoute }) {
  const { user, isChecking } = useSession();
  const Page = route.page;
  switch (route.access) {
    case 'public':
      return <Page />;
    case 'home':
      return user ? <ChatPage /> : <Page />;
    case 'guest':
      return user ? <ChatPage /> : <Page />;
    case 'signedIn':
      // With no cached user, wait for the server before choosing between the page and the sign-in.
      if (isChecking) return <PageSpinner />;
      return user ? <Page /> : <AuthPage />;
  }
}

export function AppRoutes() {
  const [location] = useLocation();
  useVerifiedEmailNotice();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            <RouteView route={route} />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
