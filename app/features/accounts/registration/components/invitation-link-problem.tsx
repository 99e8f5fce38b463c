import { Link } from "react-router";
import { Alert } from "~/components/alert";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { AuthCard } from "../../components/auth-card";

/** What /register shows for an invitation link that was used or replaced. */
export function InvitationLinkProblem({
  problem,
  contactEmail,
}: {
  problem: string;
  contactEmail: string;
}) {
  return (
    <AuthCard title="Create Account" subtitle="Join our community by invitation only">
      <div className={layout.stack}>
        <Alert color="yellow" title="Invitation Link" role="status">
          {problem}
        </Alert>
        <p className={`${text.plain} ${text.sm}`}>
          <Link to="/login" className={`${link.link} ${link.underlined}`}>
            Sign in
          </Link>{" "}
          or write to{" "}
          <a href={`mailto:${contactEmail}`} className={`${link.link} ${link.underlined}`}>
            {contactEmail}
          </a>{" "}
          for a new invitation.
        </p>
      </div>
    </AuthCard>
  );
}
