import { data } from "react-router";
import { ErrorPage } from "~/shell/error-page";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page Not Found · The Fair Trade Art Gallery" }];

export default function NotFound() {
  return <ErrorPage status={404} notFound />;
}
