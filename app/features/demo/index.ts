// What other parts of the app (and the journeys) may use from demo: plain data, no server code.
export { DEMO_CURATOR_EMAIL, DEMO_SPACES, type DemoSpace } from "./demo-spaces";
