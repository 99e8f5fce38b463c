import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { showToast } from "~/components/toast";
import { IconAddressBook, IconMail, IconPhone } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import layout from "~/components/layout.module.css";
import link from "~/components/text-link.module.css";
import { signInThen } from "~/features/catalogue";
import { revealErrors } from "~/features/commerce/reveals/errors";
import { REVEAL_MESSAGES, revealsRemainingLabel } from "~/features/commerce/reveals/messages";
import type {
  RevealBlockState,
  RevealedContact,
  RevealResult,
} from "~/features/commerce/reveals/schema";

function showSignIn() {
  showToast(REVEAL_MESSAGES.signIn, "blue");
}

function failed(message: string) {
  showToast(message, "red");
}

function ContactLines({ contact }: { contact: RevealedContact }) {
  return (
    <Stack gap={6} aria-label="Artist contact" role="group">
      <Group gap={8} wrap="nowrap">
        <IconMail size={18} aria-hidden />
        <a
          href={`mailto:${contact.email}`}
          className={`${link.link} mantine-focus-auto`}
          style={{ overflowWrap: "anywhere" }}
        >
          {contact.email}
        </a>
      </Group>
      <Group gap={8} wrap="nowrap">
        <IconPhone size={18} aria-hidden />
        {contact.phone ? (
          <a href={`tel:${contact.phone}`} className={`${link.link} mantine-focus-auto`}>
            {contact.phone}
          </a>
        ) : (
          <Text size="sm" c="dimmed">
            No phone number given
          </Text>
        )}
      </Group>
    </Stack>
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
    <Paper
      component="section"
      aria-labelledby="reveal-heading"
      withBorder
      radius="md"
      className={layout.panel}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="reveal-heading">
          Contact the artist
        </Title>
        <Text size="sm" c="gray.7">
          This artist manages their own sales and shipping. Reveal their e-mail and phone to arrange
          the sale directly.
        </Text>
        {contact ? (
          <>
            <Text size="sm" fw={600} c="teal.9">
              Contact revealed
            </Text>
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
            component={Link}
            to={signIn}
            onClick={showSignIn}
            variant="light"
            leftSection={<IconAddressBook size={18} aria-hidden />}
          >
            Reveal Contact
          </Button>
        )}
        {remaining !== null ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {revealsRemainingLabel(remaining)}
            {contact ? null : remaining > 0 ? (
              " · revealing uses one; viewing it again is free"
            ) : (
              <>
                {" · "}
                <Link to="/subscribe" className={`${link.link} mantine-focus-auto`}>
                  Get more reveals
                </Link>
              </>
            )}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
