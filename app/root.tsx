// The design tokens, then what every page starts from (see the files).
import "./theme.css";
import "./base-styles.css";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { showToast } from "~/components/toast";
import { getViewer } from "~/features/accounts/index.server";
import { LiveMessagesProvider } from "~/features/messaging/shell";
import { setGalleryTimeZone } from "~/lib/dates";
import { env } from "~/lib/env.server";
import { useNonce } from "~/lib/http/csp-nonce";
import { requestIdContext } from "~/lib/http/request-context";
import { takeToast } from "~/lib/http/toast.server";
import { useEachValue } from "~/lib/http/use-action-result";
import { ZOD_JITLESS_SCRIPT } from "~/lib/zod-jitless";
import { AppLayout } from "~/shell/app-layout";
import { ErrorPage } from "~/shell/error-page";
import type { ShellRootData } from "~/shell/root-data";
import { Toasts } from "~/shell/toasts";
import type { Route } from "./+types/root";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const { toast, headers } = await takeToast(request);
  const config = env();
  // The shell reads part of this (app/shell/root-data.ts), checked with `satisfies` below.
  const rootData = {
    viewer: viewer && {
      id: viewer.id,
      fullName: viewer.fullName,
      handle: viewer.handle,
      avatarKey: viewer.avatarKey,
      isAdmin: viewer.isAdmin,
    },
    unreadMessages: viewer?.unreadMessages ?? 0,
    toast,
    showTestWarning: config.APP_ENV !== "production",
    contactEmail: config.CONTACT_EMAIL,
    galleryTimeZone: config.GALLERY_TZ,
    requestId: context.get(requestIdContext),
  };
  return data(rootData satisfies ShellRootData, { headers });
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Before any module script: see the file. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user text */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
      </head>
      <body>
        <Toasts />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, viewer, unreadMessages, galleryTimeZone } = useLoaderData<typeof loader>();
  // Before any page renders, so server and browser print the same calendar days.
  setGalleryTimeZone(galleryTimeZone);
  useEachValue(toast, (shown) => showToast(shown.message, shown.color ?? "green"));
  return (
    <LiveMessagesProvider viewerId={viewer?.id ?? null} unread={unreadMessages}>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </LiveMessagesProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const page = (
    <ErrorPage
      status={isRouteErrorResponse(error) ? error.status : 500}
      requestId={root?.requestId}
      notFound={notFound}
    />
  );
  // With the root loader's data the shell can still render around the error.
  return root ? <AppLayout>{page}</AppLayout> : page;
}
