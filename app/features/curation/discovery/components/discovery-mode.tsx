import { Suspense, useCallback, useState } from "react";
import { Await } from "react-router";
import { showToast } from "~/components/toast";
import { clampInterval, type DiscoveryPage, FIRST_PAGE_SIZE } from "../slides";
import { fetchDiscoveryPage } from "./discovery-client";
import { DISCOVERY_TEXTS, type DiscoveryModeKind } from "./discovery-texts";
import { enterFullscreen } from "./fullscreen";
import { Slideshow } from "./slideshow";
import { type FirstPageStatus, ModeButtons, StartScreen, type StartSettings } from "./start-screen";

type Session = { mode: DiscoveryModeKind; seconds: number; showQr: boolean; first: DiscoveryPage };

/**
 * Discovery Mode (R-discovery-slideshow): the start screen renders at once
 * while the first page of the member's order streams in; a mode button asks
 * for full screen (carrying on windowed when refused) and opens the slideshow.
 */
export function DiscoveryMode({
  visitStart,
  firstPage,
}: {
  visitStart: string;
  firstPage: Promise<DiscoveryPage | null>;
}) {
  const [settings, setSettings] = useState<StartSettings>({ seconds: 5, showQr: false });
  // A first page read again after Try again replaces the streamed one.
  const [refetched, setRefetched] = useState<DiscoveryPage | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [session, setSession] = useState<Session | null>(null);

  const retry = useCallback(() => {
    setRetrying(true);
    fetchDiscoveryPage(0, FIRST_PAGE_SIZE, visitStart)
      .then(setRefetched)
      .catch((error: unknown) => console.error("Reading Discovery Mode slides failed", error))
      .finally(() => setRetrying(false));
  }, [visitStart]);

  const start = (mode: DiscoveryModeKind, first: DiscoveryPage) => {
    const seconds = clampInterval(Number(settings.seconds));
    setSettings({ ...settings, seconds });
    // Asked for within the click: browsers grant full screen only to a user gesture.
    void enterFullscreen().then((entered) => {
      if (!entered) showToast(DISCOVERY_TEXTS.fullscreenRefused, "red");
    });
    setSession({ mode, seconds, showQr: settings.showQr, first });
  };

  const buttonsFor = (streamed: DiscoveryPage | null) => {
    const page = refetched ?? streamed;
    const status: FirstPageStatus = page
      ? { kind: "ready", total: page.total }
      : { kind: "failed", retrying };
    return (
      <ModeButtons
        status={status}
        onRetry={retry}
        onStart={(mode) => {
          if (page) start(mode, page);
        }}
      />
    );
  };

  return (
    <>
      <StartScreen
        settings={settings}
        onSettings={setSettings}
        buttons={
          <Suspense
            fallback={
              <ModeButtons status={{ kind: "loading" }} onRetry={retry} onStart={() => {}} />
            }
          >
            <Await resolve={firstPage} errorElement={buttonsFor(null)}>
              {(streamed) => buttonsFor(streamed)}
            </Await>
          </Suspense>
        }
      />
      {session ? (
        <Slideshow
          mode={session.mode}
          seconds={session.seconds}
          showQr={session.showQr}
          first={session.first}
          visitStart={visitStart}
        />
      ) : null}
    </>
  );
}
