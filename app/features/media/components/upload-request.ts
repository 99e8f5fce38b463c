import { useSyncExternalStore } from "react";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream, redirect } from "react-router";
import type { ActionFailure } from "~/lib/errors";

/**
 * Sends an upload form to its route action with XMLHttpRequest, so that the
 * upload can report its progress (fetch cannot), and answers the router the
 * way its own fetch would: a redirect to follow, or the action's data.
 */

/** Percent of the body sent, or null when no upload is running. */
let percent: number | null = null;
const listeners = new Set<() => void>();

function setPercent(next: number | null) {
  percent = next;
  for (const listener of listeners) listener();
}

export function useUploadProgress(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => percent,
    () => null,
  );
}

type RawResponse = { status: number; body: ArrayBuffer; header: (name: string) => string | null };

function post(url: string, body: FormData, signal: AbortSignal): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "arraybuffer";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        setPercent(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.upload.onload = () => setPercent(100);
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: xhr.response as ArrayBuffer,
        header: (name) => xhr.getResponseHeader(name),
      });
    xhr.onerror = () => reject(new Error("The upload failed"));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** The single-fetch address of a route's action: the page URL with `.data`. */
function actionUrl(pageUrl: string) {
  const url = new URL(pageUrl);
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return url.toString();
}

export type SubmitOptions = {
  /** The form's own text for a save that did not happen (e.g. 'Failed to save space'). */
  failedMessage: string;
  /** Called with the reply's headers before a redirect is followed. */
  beforeRedirect?: (header: (name: string) => string | null) => void;
};

export async function submitWithProgress(
  request: Request,
  { failedMessage, beforeRedirect }: SubmitOptions,
) {
  /** The answer when the upload itself failed or its reply cannot be read. */
  const SAVE_FAILED: ActionFailure = { ok: false, code: "unexpected", error: failedMessage };
  const form = await request.formData();
  setPercent(0);
  let response: RawResponse;
  try {
    response = await post(actionUrl(request.url), form, request.signal);
  } catch (error) {
    if (request.signal.aborted) throw error;
    return SAVE_FAILED;
  } finally {
    setPercent(null);
  }
  if (response.status >= 400 && !response.header("X-Remix-Response")) return SAVE_FAILED;
  try {
    const stream = new Response(response.body).body;
    if (!stream) return SAVE_FAILED;
    const decoded = await decodeViaTurboStream(stream, window);
    const value = decoded.value as
      | { redirect: string; status: number }
      | { data: unknown }
      | { error: unknown };
    if ("redirect" in value) {
      beforeRedirect?.(response.header);
      // The toast rides on a cookie that the next root loader reads.
      return redirect(value.redirect, { headers: { "X-Remix-Revalidate": "yes" } });
    }
    if ("data" in value && value.data && typeof value.data === "object") return value.data;
    return SAVE_FAILED;
  } catch {
    return SAVE_FAILED;
  }
}
