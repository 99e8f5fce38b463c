import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "~/components/alert";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { showToast } from "~/components/toast";
import classes from "./editor.module.css";

export const LOAD_FAILED_MESSAGE = "Failed to load artwork details";

/**
 * An artwork that cannot be edited here (missing, or another member's):
 * the page answers 404, and in the browser the member is sent back to the
 * list with the spec's toast.
 */
export function EditLoadFailed() {
  const navigate = useNavigate();
  useEffect(() => {
    showToast(LOAD_FAILED_MESSAGE, "red");
    navigate("/artist/artwork", { replace: true });
  }, [navigate]);
  return (
    <div className={`${layout.stack} ${classes.loadFailed}`}>
      <h1 className={`${text.title} ${text.h1}`}>Edit Artwork</h1>
      <Alert color="red" title={LOAD_FAILED_MESSAGE}>
        This artwork does not exist or is not yours.{" "}
        <Link to="/artist/artwork" className={`${link.link} focus-ring`}>
          Back to My Artwork
        </Link>
      </Alert>
    </div>
  );
}
