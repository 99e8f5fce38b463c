import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { routeArgs, type SignedIn } from "./sessions";

/**
 * Helpers for the tests of owned items (artworks and curator spaces):
 * pictures, each kind's form, and calling the routes.
 */

export async function jpeg(width = 320, height = 240, background = "#3a6ea5") {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function png(width = 200, height = 150, background = "#c0392b") {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export type ItemKind = "artwork" | "space";

/** A valid form of each kind, as the browser sends it. */
export const VALID_FIELDS_OF: Record<ItemKind, Record<string, string>> = {
  artwork: {
    title: "Harbour at Dusk",
    originalArtistName: "",
    medium: "Oil on Canvas",
    style: "Impressionist",
    description: "Boats resting in the inner harbour as the lights come on.",
    location: "Baltimore, MD",
    zipCode: "21201",
    inceptionLocation: "Fells Point",
    width: "24",
    height: "18.5",
    depth: "",
    dimensionUnit: "in",
    salePrice: "1200.50",
    leaseDailyRate: "15",
    leaseWeeklyRate: "80",
    leaseMonthlyRate: "250",
    isAvailable: "true",
    manageOwnSales: "false",
    processWithAi: "true",
    inGentrificationZone: "false",
    receivedLoanGrant: "true",
    isSpecialNeedsArtist: "false",
    isSeekingLocation: "false",
  },
  space: {
    name: "Lobby North Wall",
    type: "commercial",
    description: "The long wall opposite the lifts, lit from the skylight.",
    wallWidth: "144",
    wallHeight: "96.5",
    wallUnit: "in",
  },
};

export const VALID_FIELDS = VALID_FIELDS_OF.artwork;

const FILE_PREFIX: Record<ItemKind, string> = { artwork: "photo", space: "space" };

export type FormImage = { existing: string } | { file: Uint8Array; name?: string; type?: string };

/**
 * The multipart body a kind's form sends: its valid fields with `fields`
 * over them (undefined leaves a field out), ordered image tokens, new files.
 */
export function itemForm(
  kind: ItemKind,
  fields: Record<string, string | undefined> = {},
  images: FormImage[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...VALID_FIELDS_OF[kind], ...fields })) {
    if (value !== undefined) form.append(name, value);
  }
  let files = 0;
  for (const image of images) {
    if ("existing" in image) {
      form.append("images", `existing:${image.existing}`);
    } else {
      form.append("images", `new:${files}`);
      files += 1;
      form.append(
        "files",
        new Blob([new Uint8Array(image.file)], { type: image.type ?? "image/jpeg" }),
        image.name ?? `${FILE_PREFIX[kind]}-${files}.jpg`,
      );
    }
  }
  return form;
}

/** The artwork form's body (see itemForm). */
export function artworkForm(
  fields: Record<string, string | undefined> = {},
  images: FormImage[] = [],
): FormData {
  return itemForm("artwork", fields, images);
}

export function postForm(member: SignedIn, path: string, form: FormData) {
  return member.request(path, { method: "POST", body: form });
}

/** A route handler's arguments with the route's params. */
export function argsWith(request: Request, params: Record<string, string> = {}) {
  return { ...routeArgs(request), params } as never;
}

/** The body and status of a `data()` answer, a Response, or a plain object. */
export async function outcome(result: unknown) {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      setCookie: result.headers.get("Set-Cookie"),
      headers: result.headers,
      body: null as unknown,
    };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value && typeof value === "object" && value.type === "DataWithResponseInit") {
    return {
      status: value.init?.status ?? 200,
      location: null,
      setCookie: null,
      headers: new Headers(value.init?.headers),
      body: value.data,
    };
  }
  return { status: 200, location: null, setCookie: null, headers: new Headers(), body: result };
}

/** The toast carried by a redirect's cookie. */
export function toastOf(setCookie: string | null) {
  const value = /toast=([^;]+)/.exec(setCookie ?? "")?.[1];
  if (!value) return null;
  return JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8")) as {
    message: string;
    color?: string;
  };
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid, tiny PNG that decodes to 20,000 × 20,000 pixels. */
export function decompressionBomb() {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + side / 8) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
