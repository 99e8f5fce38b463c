// R-plan-cards: subscribing is by e-mail to the gallery, naming the plan; no online payment.

/** A mail to the gallery asking for a plan; subscribing is by e-mail, not online payment. */
export function subscribeMailto(
  contactEmail: string,
  planName: string,
  member?: { name: string; handle: string | null } | null,
) {
  const subject = `Subscription request: ${planName} plan`;
  const lines = [
    "Hello,",
    "",
    `I would like to subscribe to the ${planName} plan.`,
    ...(member
      ? ["", `Name: ${member.name}`, member.handle ? `Username: @${member.handle}` : null]
      : []),
    "",
    "Thank you!",
  ].filter((line): line is string => line !== null);
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\n"))}`;
  return `mailto:${contactEmail}?${query}`;
}
