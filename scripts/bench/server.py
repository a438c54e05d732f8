"""The benchmark pages' static server: `web/` at the root, `/css` laid out as the js-framework-benchmark
serves it, and the cross-origin isolation headers that `performance.measureUserAgentSpecificMemory` needs.

    /usr/bin/python3 scripts/bench/server.py [--port 8100]

`/css/currentStyle.css` and `/css/main.css` come from `web/bench/css/`; `/css/bootstrap/dist/` is Debian's
libjs-bootstrap (Bootstrap 3), served from where the package installs it, never copied into the tree.
"""

import argparse
import http.server
import os
import threading
import urllib.parse

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WEB = os.path.join(ROOT, "web")
BOOTSTRAP = "/usr/share/javascript/bootstrap"

# URL prefix -> directory, longest prefix first.
MOUNTS = [
    ("/css/bootstrap/dist/", BOOTSTRAP + "/"),
    ("/css/", os.path.join(WEB, "bench", "css") + "/"),
    ("/", WEB + "/"),
]

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".ttf": "font/ttf",
    ".svg": "image/svg+xml",
    ".eot": "application/vnd.ms-fontobject",
    ".png": "image/png",
    ".ico": "image/x-icon",
}


def resolve(url_path):
    """The file a URL path is served from, or None when it lies outside every mount."""
    path = urllib.parse.unquote(urllib.parse.urlsplit(url_path).path)
    if path.endswith("/"):
        path += "index.html"
    for prefix, directory in MOUNTS:
        if path.startswith(prefix):
            candidate = os.path.normpath(os.path.join(directory, path[len(prefix):]))
            if candidate.startswith(os.path.normpath(directory)):
                return candidate
            return None
    return None


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        self.respond(with_body=True)

    def do_HEAD(self):
        self.respond(with_body=False)

    def respond(self, with_body):
        path = resolve(self.path)
        if path and os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not path or not os.path.isfile(path):
            body = b"not found\n"
            self.send_response(404)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if with_body:
                self.wfile.write(body)
            return
        with open(path, "rb") as f:
            body = f.read()
        self.send_response(200)
        self.send_header("Content-Type", TYPES.get(os.path.splitext(path)[1], "application/octet-stream"))
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        self.end_headers()
        if with_body:
            self.wfile.write(body)

    def log_message(self, format, *args):
        pass


def serve(port=0):
    """Starts the server on 127.0.0.1 in a background thread; returns it (its port is `server_port`)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8100")))
    port = parser.parse_args().port
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    print(f"serving http://127.0.0.1:{port}/bench/vanilla/ and http://127.0.0.1:{port}/bench/swift/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
