import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { passwords } from "~/features/accounts/index.server";

// The product stores passwords with Better Auth's scrypt (N = 16384, r = 16): about
// 0.1 s of CPU a hash, on purpose. The integration files register and sign in some
// 250 members, which made that a fifth of their CPU. Here the same scrypt runs at
// N = 1024, r = 8 (about 1 ms); the hashes are marked, and any other hash (one made
// with the product's cost) is still checked the product's way.
const PREFIX = "test-scrypt:";
const COST = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const productVerify = passwords.verify;

if (!passwords.hash.name.startsWith("cheap")) {
  passwords.hash = async function cheapHash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${PREFIX}${salt}:${(await derive(password, salt)).toString("hex")}`;
  };
  passwords.verify = async function cheapVerify({ hash, password }) {
    if (!hash.startsWith(PREFIX)) return productVerify({ hash, password });
    const [salt = "", key = ""] = hash.slice(PREFIX.length).split(":");
    const expected = Buffer.from(key, "hex");
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };
}
