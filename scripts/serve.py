#!/usr/bin/env python3
"""Serves a directory on loopback with the headers the toolkit's pages rely on.

    python3 scripts/serve.py web --port 8000 [--mount /tests=Tests] [--csp POLICY]

The same server runs `make serve` and the Chromium tests, so both see the same headers: the wasm MIME
type (which streaming compilation needs), a strict Content-Security-Policy, and cross-origin isolation
(COOP/COEP) so pages can measure memory. Only the standard library is used.

The policy allows what the toolkit's pages load from their own origin (scripts, the module, styles,
fonts, images, fetches) plus WebAssembly compilation, and nothing inline, no `eval`, no plugins, no
frames of other sites. It requires Trusted Types for every script sink: the only one the toolkit uses is
raw HTML (`.html(…)`), which the shim writes through its one policy, `vdom`.
"""

import argparse
import http.server
import os
import posixpath
import sys
import urllib.parse

CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'none'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "require-trusted-types-for 'script'",
    "trusted-types vdom",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])

HEADERS = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-cache",
}

CONTENT_TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".ttf": "font/ttf",
    ".eot": "application/vnd.ms-fontobject",
    "": "application/octet-stream",
}


def local_path(url, root, mounts):
    """The file a URL's path names: under the first mount whose prefix it starts with, else under `root`.
    `..` never leaves the directory."""
    path = urllib.parse.unquote(urllib.parse.urlsplit(url).path)
    base, rest = root, path
    for prefix, directory in mounts.items():
        if path == prefix or path.startswith(prefix + "/"):
            base, rest = directory, path[len(prefix):]
            break
    parts = [part for part in posixpath.normpath(rest).split("/") if part not in ("", ".", "..")]
    return os.path.join(base, *parts)


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files from `root`, plus directories mounted under URL prefixes."""

    extensions_map = CONTENT_TYPES
    root = "."
    mounts = {}
    quiet = False
    csp = CONTENT_SECURITY_POLICY

    def translate_path(self, path):
        return local_path(path, self.root, self.mounts)

    def end_headers(self):
        if self.csp:
            self.send_header("Content-Security-Policy", self.csp)
        for name, value in HEADERS.items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A browser that cancels a request (a preload it no longer needs) is not an error.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(root, port=0, mounts=None, quiet=False, csp=CONTENT_SECURITY_POLICY):
    """A threading server on 127.0.0.1 (`port` 0 picks a free one); call `serve_forever` to run it. `csp`
    is the Content-Security-Policy sent with every response ("" sends none)."""
    handler = type("PageHandler", (Handler,), {
        "root": os.path.abspath(root),
        "mounts": {prefix.rstrip("/"): os.path.abspath(d) for prefix, d in (mounts or {}).items()},
        "quiet": quiet,
        "csp": csp,
    })
    return Server(("127.0.0.1", port), handler)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", help="the directory served at /")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--mount", action="append", default=[], metavar="/PREFIX=DIR",
                        help="also serve DIR under /PREFIX")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    parser.add_argument("--csp", default=CONTENT_SECURITY_POLICY, metavar="POLICY",
                        help="the Content-Security-Policy header to send (default: the toolkit's strict policy; "
                             "'' sends none)")
    options = parser.parse_args()
    mounts = dict(item.split("=", 1) for item in options.mount)
    try:
        server = make_server(options.root, options.port, mounts, options.quiet, options.csp)
    except OSError as error:
        sys.exit(f"cannot listen on 127.0.0.1:{options.port}: {error.strerror} (try PORT=8001)")
    print(f"Serving {options.root}/ at http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
