import { IconAddressBook, IconMail, IconPhone } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { showToast } from "~/components/toast";
import { signInThen } from "~/features/catalogue";
import { revealErrors } from "~/features/commerce/reveals/errors";
import { REVEAL_MESSAGES, revealsRemainingLabel } from "~/features/commerce/reveals/messages";
import type {
  RevealBlockState,
  RevealedContact,
  RevealResult,
} from "~/features/commerce/reveals/schema";
import classes from "./reveal-contact.module.css";

function showSignIn() {
  showToast(REVEAL_MESSAGES.signIn, "blue");
}

function failed(message: string) {
  showToast(message, "red");
}

function ContactLines({ contact }: { contact: RevealedContact }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: two links that belong together, not form fields (<fieldset>)
    <div className={classes.lines} aria-label="Artist contact" role="group">
      <div className={classes.line}>
        <IconMail size={18} aria-hidden />
        <a href={`mailto:${contact.email}`} className={`${link.link} ${classes.email} focus-ring`}>
          {contact.email}
        </a>
      </div>
      <div className={classes.line}>
        <IconPhone size={18} aria-hidden />
        {contact.phone ? (
          <a href={`tel:${contact.phone}`} className={`${link.link} focus-ring`}>
            {contact.phone}
          </a>
        ) : (
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>No phone number given</p>
        )}
      </div>
    </div>
  );
}

/**
 * For artist-managed works on offer: reveals the original artist's e-mail and phone. The first
 * reveal of an artwork costs one of the member's reveals; after that it is free.
 * The details come only from POST /api/reveal-contact (or, once revealed, the page).
 */
export function RevealContact({
  artworkId,
  state,
}: {
  artworkId: string;
  state: RevealBlockState;
}) {
  const [contact, setContact] = useState<RevealedContact | null>(
    state.show && state.signedIn ? state.contact : null,
  );
  const [remaining, setRemaining] = useState<number | null>(
    state.show && state.signedIn ? state.revealsRemaining : null,
  );
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  if (!state.show) return null;
  // R-visitor-sign-in-toast: visitors go to sign in, with the toast, and come back here afterwards.
  const signIn = signInThen(`/artwork/${artworkId}`);

  async function reveal() {
    setBusy(true);
    try {
      const response = await fetch("/api/reveal-contact", {
        method: "POST",
        body: new URLSearchParams({ artworkId }),
        headers: { Accept: "application/json" },
      });
      const result = (await response.json().catch(() => null)) as RevealResult | null;
      if (result?.ok) {
        setContact(result.contact);
        setRemaining(result.revealsRemaining);
      } else if (result?.code === revealErrors.code("sign-in")) {
        showSignIn();
        navigate(signIn);
      } else {
        failed(result?.error ?? REVEAL_MESSAGES.failed);
      }
    } catch {
      failed(REVEAL_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="reveal-heading" className={`${classes.block} ${layout.panel}`}>
      <h2 className={classes.heading} id="reveal-heading">
        Contact the artist
      </h2>
      <p className={classes.lead}>
        This artist manages their own sales and shipping. Reveal their e-mail and phone to arrange
        the sale directly.
      </p>
      {contact ? (
        <>
          <p className={classes.revealed}>Contact revealed</p>
          <ContactLines contact={contact} />
        </>
      ) : state.signedIn ? (
        <Button
          variant="light"
          onClick={reveal}
          loading={busy}
          leftSection={<IconAddressBook size={18} aria-hidden />}
        >
          Reveal Contact
        </Button>
      ) : (
        <Button
          to={signIn}
          onClick={showSignIn}
          variant="light"
          leftSection={<IconAddressBook size={18} aria-hidden />}
        >
          Reveal Contact
        </Button>
      )}
      {remaining !== null ? (
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`} aria-live="polite">
          {revealsRemainingLabel(remaining)}
          {contact ? null : remaining > 0 ? (
            " · revealing uses one; viewing it again is free"
          ) : (
            <>
              {" · "}
              <Link to="/subscribe" className={`${link.link} focus-ring`}>
                Get more reveals
              </Link>
            </>
          )}
        </p>
      ) : null}
    </section>
  );
}
