import { useRevalidator } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import classes from "./messages-layout.module.css";

/** Said in place of a list that could not be loaded, with a way to load it again. */
export function LoadFailed({ title }: { title: string }) {
  const revalidator = useRevalidator();
  return (
    <div className={classes.loadFailed}>
      <Alert color="red" title={title}>
        <Button
          size="xs"
          variant="white"
          color="red"
          className={classes.retry}
          onClick={() => revalidator.revalidate()}
        >
          Try again
        </Button>
      </Alert>
    </div>
  );
}
