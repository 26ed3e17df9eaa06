/**
 * The fuzzer's requests: generated from a seed, so a failing run can be repeated exactly. Each is
 * the raw bytes of one HTTP/1.1 request and the class it belongs to. The classes are the ways
 * hostile clients have broken web shops: prototype keys and odd values in every route and
 * parameter, bad percent-encoding and `../` paths, huge and repeated parameters, odd methods,
 * bad Host and forwarding headers, cross-site and malformed contact posts, oversized bodies and
 * bodies that never arrive. Text a page could reflect carries a marker (`<fz123>`): finding it
 * unescaped in an HTML answer means markup got through.
 */

/** mulberry32: a small, fast PRNG with a 32-bit seed. */
export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)], chance: (p) => next() < p };
}

const PAGES = [
  "/",
  "/collections/all",
  "/collections/incense",
  "/collections/new-arrivals",
  "/collections",
  "/product-detail/278",
  "/product-detail/30",
  "/search",
  "/blog",
  "/blog/diwali-pooja-guide",
  "/about-us",
  "/candle-home",
  "/pages/privacy-policy",
  "/pages/terms-conditions",
  "/price-calculation",
  "/contact",
  "/contact-us",
  "/api/suggestions",
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.svg",
  "/images/placeholder.svg",
  "/__manifest",
];
const TEMPLATES = [
  "/collections/{}",
  "/product-detail/{}",
  "/blog/{}",
  "/pages/{}",
  "/{}",
  "/build/{}",
  "/images/{}",
];
const ROUTE_IDS = [
  "root",
  "routes/_index",
  "routes/collections.$slug",
  "routes/contact",
  "routes/search",
  "constructor",
  "__proto__",
  "routes/nope",
  "",
];
const PARAMS = [
  "page",
  "sort",
  "minPrice",
  "maxPrice",
  "inStock",
  "outOfStock",
  "query",
  "q",
  "variant",
  "image",
  "sent",
  "index",
  "_routes",
  "version",
  "p",
];

/** Values that have broken lookups, parsers and number handling somewhere. */
function hostileValue(random, marker) {
  const values = [
    "constructor",
    "__proto__",
    "prototype",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "CONSTRUCTOR",
    "%20constructor",
    "-1",
    "0",
    "1e309",
    "NaN",
    "Infinity",
    "-0",
    "0x1F",
    "9".repeat(40),
    "1.5",
    "%",
    "%zz",
    "%c0%ae%c0%ae",
    "%ff%fe",
    "%00",
    "%0d%0aSet-Cookie:%20x=1",
    "..",
    "../../etc/passwd",
    "..%2f..%2fserver.mjs",
    "%2e%2e%2f",
    "\u202e\u2066",
    "%E2%80%AE",
    "🪔",
    "%F0%9F%AA%94",
    encodeURIComponent(`<${marker}>`),
    encodeURIComponent(`"><${marker} onload=1>`),
    encodeURIComponent(`'><script>${marker}</script>`),
    "a".repeat(random.pick([300, 2_000, 7_000])),
    "[]",
    "{}",
    "null",
    "undefined",
    "true",
  ];
  return random.pick(values);
}

function query(random, marker) {
  const parts = [];
  const count = random.pick([1, 2, 3, 5]);
  for (let i = 0; i < count; i++) {
    const name = random.chance(0.8) ? random.pick(PARAMS) : hostileValue(random, marker);
    if (random.chance(0.1)) {
      // The same parameter over and over (capped so the request line stays under Node's 16 KB).
      const value = random.pick(["1", "price-ascending", encodeURIComponent(`<${marker}>`)]);
      parts.push(Array.from({ length: random.pick([50, 400]) }, () => `${name}=${value}`).join("&"));
    } else if (random.chance(0.1)) {
      parts.push(`${name}[]=${hostileValue(random, marker)}&${name}[__proto__][x]=1`);
    } else {
      parts.push(`${name}=${hostileValue(random, marker)}`);
    }
  }
  return `?${parts.join("&")}`;
}

function target(random, marker) {
  let path = random.chance(0.5)
    ? random.pick(PAGES)
    : random.pick(TEMPLATES).replace("{}", hostileValue(random, marker));
  if (random.chance(0.15))
    path = random.pick([
      `${path}.data`,
      "/_root.data",
      `${path}/`,
      path.toUpperCase(),
      `//${path}`,
      `/\\${path}`,
      `${path};x=1`,
    ]);
  if (random.chance(0.05))
    path = random.pick([
      "http://evil.example/x",
      "*",
      `/${"x/".repeat(1_000)}`,
      "/%",
      "/a b",
      "/build/../server.mjs",
    ]);
  let search = random.chance(0.6) ? query(random, marker) : "";
  if (random.chance(0.1))
    search += `${search ? "&" : "?"}_data=${encodeURIComponent(random.pick(ROUTE_IDS))}`;
  return path + search;
}

const HOSTS = [
  "a b",
  "[::1",
  "exa%mple",
  "x:99999",
  "127.0.0.1:-1",
  "evil.com/price-calculation#",
  "",
  "evil.com",
  "EXAMPLE.com:80",
  "[::1]:3000",
  "xn--80ak6aa92e.com",
  "a".repeat(300),
  "-bad-.com",
  "1.2.3.4.5",
];
const ODD_HEADERS = [
  (random) => `X-Forwarded-Host: ${random.pick(["evil.com:99999", "evil.com", "a b", ""])}`,
  () => "X-Forwarded-For: 203.0.113.7, not-an-ip, , 999.1.1.1",
  () => "X-Forwarded-Proto: javascript",
  () => "If-None-Match: *",
  () => 'If-None-Match: W/"x", "y", garbage',
  () => "Accept-Encoding: gzip, br, deflate, *;q=0",
  () => "Range: bytes=0-1,5-3,-1",
  () => `Cookie: ${"c=".padEnd(4_000, "x")}`,
  () => "User-Agent: Googlebot/2.1 (+http://www.google.com/bot.html)",
  () => "Accept: text/x-script, */*;q=0",
  () => "Referer: javascript:alert(1)",
  () => "Origin: null",
  () => "Sec-Fetch-Site: cross-site",
  () => "Content-Type: multipart/form-data",
];

/** The raw bytes of one request. */
function request(method, path, headers, body = "") {
  const lines = [`${method} ${path} HTTP/1.1`, ...headers, "Connection: close"];
  if (body !== null && (body.length > 0 || method === "POST"))
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join("\r\n")}\r\n\r\n${body ?? ""}`;
}

function contactBody(random, marker) {
  const field = (name, value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  const pick = () =>
    random.pick([
      "Asha Verma",
      `<${marker}>`,
      `"><${marker} onload=alert(1)>`,
      "\u200b".repeat(100),
      "Asha\u202eamreV",
      "a".repeat(random.pick([101, 5_001, 60_000])),
      '=HYPERLINK("http://evil")',
      "x@y.in",
      "+91 98765-43210",
      "\u0000\u001b[31m",
    ]);
  const parts = [
    field("contact[Name]", pick()),
    field("contact[email]", random.chance(0.5) ? "asha@example.in" : pick()),
    field("contact[Phone number]", random.chance(0.5) ? "+91 98765-43210" : pick()),
    field("contact[Comment]", pick()),
  ];
  if (random.chance(0.2)) parts.push(field("contact[website]", "http://spam.example"));
  if (random.chance(0.1)) parts.push(...Array.from({ length: 200 }, () => field("contact[Name]", "again")));
  if (random.chance(0.1)) parts.push("%zz=%&=&&contact%5BName%5D=%E0%A4");
  return parts.join("&");
}

function contactPost(random, marker, host) {
  const path = random.pick([
    "/contact",
    "/contact-us",
    "/contact.data",
    "/contact?_data=routes%2Fcontact",
    "/contact?sent=1",
  ]);
  const headers = [`Host: ${host}`];
  const kind = random.int(10);
  if (kind === 0) headers.push("Origin: https://evil.example");
  if (kind === 1) headers.push("Sec-Fetch-Site: cross-site");
  if (kind === 2) headers.push(`Origin: http://${host}`, "Sec-Fetch-Site: same-origin");
  if (kind === 3) {
    const boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="contact[Name]"\r\n\r\n<${marker}>\r\n--${boundary}${random.chance(0.5) ? "--" : ""}\r\n`;
    return {
      bytes: request(
        "POST",
        path,
        [...headers, `Content-Type: multipart/form-data; boundary=${boundary}`],
        body,
      ),
    };
  }
  if (kind === 4) {
    const type = random.pick([
      "application/json",
      "text/plain",
      "application/xml",
      "",
      "multipart/form-data; boundary=",
    ]);
    return {
      bytes: request("POST", path, [...headers, `Content-Type: ${type}`], `{"contact[Name]":"<${marker}>"}`),
    };
  }
  if (kind === 5) {
    // A body that never arrives in full: the client stops and closes its side.
    const head = request("POST", path, [...headers, "Content-Type: application/x-www-form-urlencoded"], null);
    return {
      bytes: head.replace("\r\n\r\n", "\r\nContent-Length: 5000\r\n\r\ncontact%5BName%5D=A"),
      endAfterWrite: true,
      mayGoUnanswered: true,
    };
  }
  if (kind === 6) {
    const big = `contact%5BComment%5D=${"a".repeat(random.pick([70_000, 300_000]))}`;
    return {
      bytes: request("POST", path, [...headers, "Content-Type: application/x-www-form-urlencoded"], big),
      mayGoUnanswered: true,
    };
  }
  headers.push("Content-Type: application/x-www-form-urlencoded");
  return { bytes: request("POST", path, headers, contactBody(random, marker)) };
}

const METHODS = [
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "get",
  "GETX",
  "M".repeat(100),
  "CONNECT",
];

// Node reads at most this much of a request's head; past it the answer is 431 and the connection
// closes, possibly before the client, still writing, can read the answer.
const HEAD_LIMIT = 16 * 1024;

/** The `index`-th case of a run seeded with `seed`; `host` is the server's own host:port. */
export function fuzzCase(seed, index, host) {
  const fuzz = generate(seed, index, host);
  const headEnd = fuzz.bytes.indexOf("\r\n\r\n");
  if ((headEnd === -1 ? fuzz.bytes.length : headEnd) > HEAD_LIMIT) fuzz.mayGoUnanswered = true;
  return fuzz;
}

function generate(seed, index, host) {
  const random = randomSource(seed * 1_000_003 + index);
  const marker = `fz${index}`;
  const roll = random.next();
  if (roll < 0.35) {
    const method = random.chance(0.85) ? "GET" : "HEAD";
    return {
      kind: "pages and parameters",
      marker,
      bytes: request(method, target(random, marker), [`Host: ${host}`]),
    };
  }
  if (roll < 0.55) {
    return { kind: "contact posts", marker, ...contactPost(random, marker, host) };
  }
  if (roll < 0.65) {
    const method = random.pick(METHODS);
    return {
      kind: "odd methods",
      marker,
      bytes: request(method, random.pick(PAGES), [`Host: ${host}`], "x=1"),
      mayGoUnanswered: method === "CONNECT",
    };
  }
  if (roll < 0.8) {
    const hostHeader = random.chance(0.15) ? [] : [`Host: ${random.pick(HOSTS)}`];
    if (random.chance(0.1)) hostHeader.push(`Host: ${host}`); // two Host headers
    return { kind: "Host headers", marker, bytes: request("GET", random.pick(PAGES), hostHeader) };
  }
  if (roll < 0.95) {
    const extra = Array.from({ length: 1 + random.int(3) }, () => random.pick(ODD_HEADERS)(random));
    return {
      kind: "odd headers",
      marker,
      bytes: request(random.pick(["GET", "HEAD", "POST"]), target(random, marker), [
        `Host: ${host}`,
        ...extra,
      ]),
    };
  }
  // Protocol oddities: HTTP/1.0 without Host, bare LF line ends, a header without a colon.
  const raw = random.pick([
    `GET / HTTP/1.0\r\n\r\n`,
    `GET /collections/all HTTP/1.1\nHost: ${host}\nConnection: close\n\n`,
    `GET / HTTP/1.1\r\nHost: ${host}\r\nNo colon here\r\nConnection: close\r\n\r\n`,
    `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Long: ${"h".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    `GET / HTTP/9.9\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    `POST /contact HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\nConnection: close\r\n\r\n0\r\n\r\n`,
    `POST /contact HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
  ]);
  return { kind: "protocol oddities", marker, bytes: raw };
}
