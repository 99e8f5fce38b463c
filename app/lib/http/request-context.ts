import { createContext } from "react-router";

/** The id the server gave this request; logged and shown on the error page. */
export const requestIdContext = createContext<string>("unknown");
