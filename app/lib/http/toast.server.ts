import { createCookie, redirect } from "react-router";

export type Toast = { message: string; color?: "green" | "red" | "blue" | "yellow" };

// A one-shot cookie carries a toast across a redirect; the root loader reads and clears it.
const toastCookie = createCookie("toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
});

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie.serialize(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast and the header that clears it. */
export async function takeToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: HeadersInit }> {
  const value = (await toastCookie.parse(request.headers.get("Cookie"))) as Toast | null;
  if (!value || typeof value.message !== "string") return { toast: null, headers: {} };
  return {
    toast: { message: value.message.slice(0, 300), color: value.color },
    headers: { "Set-Cookie": await toastCookie.serialize("", { maxAge: 0 }) },
  };
}
