import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { waitForListening } from "./ports";

/** Debian's nginx (CI installs the `nginx` package); NGINX_PATH overrides it. */
export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Why nginx journeys cannot run here, or null when they can. */
export function nginxMissing(): string | null {
  return existsSync(NGINX_PATH) ? null : `${NGINX_PATH} is not installed (apt-get install nginx)`;
}

/** A self-signed certificate for 127.0.0.1 in `workDir`, made with openssl, for nginx's TLS. */
export function selfSignedCertificate(workDir: string) {
  const certificate = path.join(workDir, "cert.pem");
  const key = path.join(workDir, "key.pem");
  execFileSync("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
    "-keyout",
    key,
    "-out",
    certificate,
  ]);
  return { certificate, key };
}

/**
 * nginx in front of the app servers at `upstreams` (round robin, no
 * stickiness), listening on loopback `port`, as a gallery is run behind a
 * proxy: the forwarded headers the app trusts with TRUST_PROXY, and live
 * message streams passed on unbuffered. One process, no privilege drop, every
 * file in `workDir`. `ssl` names a certificate and key to terminate TLS with,
 * and browsers then speak HTTP/2 to it, as to any gallery served over HTTPS.
 * The access log records which upstream answered each request.
 */
export async function startNginx(options: {
  workDir: string;
  port: number;
  upstreams: number[];
  ssl?: { certificate: string; key: string };
  /** e.g. "max_fails=0": how nginx treats a server that refuses connections. */
  upstreamOptions?: string;
}) {
  const { workDir, port } = options;
  const temp = path.join(workDir, "nginx-temp");
  mkdirSync(temp, { recursive: true });
  const accessLog = path.join(workDir, "access.log");
  const errorLog = path.join(workDir, "nginx-error.log");
  const conf = path.join(workDir, "nginx.conf");
  const servers = options.upstreams
    .map((upstream) => `    server 127.0.0.1:${upstream} ${options.upstreamOptions ?? ""};`)
    .join("\n");
  writeFileSync(
    conf,
    `daemon off;
master_process off;
pid ${workDir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 256; }
http {
  log_format upstream '$request_method $uri $status $upstream_addr';
  access_log ${accessLog} upstream;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  client_max_body_size 40m;
  upstream gallery {
${servers}
  }
  server {
    listen 127.0.0.1:${port}${options.ssl ? " ssl http2" : ""};
${options.ssl ? `    ssl_certificate ${options.ssl.certificate};\n    ssl_certificate_key ${options.ssl.key};` : ""}
    location / {
      proxy_pass http://gallery;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A server that refuses the connection: the request goes to the next one.
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      # Live messages are a stream of events.
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX_PATH, ["-p", workDir, "-c", conf, "-e", errorLog], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForListening(port, "nginx", {
    exited: () => child.exitCode !== null,
    output: () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""),
  });
  return {
    /** The ports of the upstreams that answered requests so far, from the access log. */
    upstreamsUsed(): Set<string> {
      return new Set(
        readFileSync(accessLog, "utf8")
          .split("\n")
          .flatMap((line) => line.match(/127\.0\.0\.1:(\d+)$/)?.[1] ?? []),
      );
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

export type Nginx = Awaited<ReturnType<typeof startNginx>>;
