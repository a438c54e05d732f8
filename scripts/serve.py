#!/usr/bin/env python3
"""Serves a directory on loopback with the headers the toolkit's pages rely on.

    python3 scripts/serve.py web --port 8000 [--mount /tests=Tests]

The same server runs `make serve` and the browser tests, so both see the same headers: the wasm MIME
type (which streaming compilation needs), a strict Content-Security-Policy that allows WebAssembly
compilation and nothing inline, and cross-origin isolation (COOP/COEP) so pages can measure memory.
Only the standard library is used.
"""

import argparse
import http.server
import os
import posixpath
import sys
import urllib.parse

CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])

HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
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

    def translate_path(self, path):
        return local_path(path, self.root, self.mounts)

    def end_headers(self):
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


def make_server(root, port=0, mounts=None, quiet=False):
    """A threading server on 127.0.0.1 (`port` 0 picks a free one); call `serve_forever` to run it."""
    handler = type("PageHandler", (Handler,), {
        "root": os.path.abspath(root),
        "mounts": {prefix.rstrip("/"): os.path.abspath(d) for prefix, d in (mounts or {}).items()},
        "quiet": quiet,
    })
    return Server(("127.0.0.1", port), handler)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", help="the directory served at /")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--mount", action="append", default=[], metavar="/PREFIX=DIR",
                        help="also serve DIR under /PREFIX")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    options = parser.parse_args()
    mounts = dict(item.split("=", 1) for item in options.mount)
    try:
        server = make_server(options.root, options.port, mounts, options.quiet)
    except OSError as error:
        sys.exit(f"cannot listen on 127.0.0.1:{options.port}: {error.strerror} (try PORT=8001)")
    print(f"Serving {options.root}/ at http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
