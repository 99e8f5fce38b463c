let stopping = false;

/** Marks this process as stopping, so /healthz tells load balancers to send no more. */
export function markShuttingDown(value = true) {
  stopping = value;
}

/** Whether this process has been asked to stop. */
export function isShuttingDown() {
  return stopping;
}
