"""The benchmark pages' server: the toolkit's own page server (`scripts/serve.py`, so the same headers:
strict CSP, cross-origin isolation for `performance.measureUserAgentSpecificMemory`), with `/css` laid out
as the js-framework-benchmark serves it.

`/css/currentStyle.css` and `/css/main.css` come from `web/bench/css/`; `/css/bootstrap/dist/` is Debian's
libjs-bootstrap (Bootstrap 3), served from where the package installs it, never copied into the tree.
"""

import os
import sys
import threading

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import serve as page_server  # noqa: E402

WEB = os.path.join(ROOT, "web")
MOUNTS = {
    "/css/bootstrap/dist": "/usr/share/javascript/bootstrap",
    "/css": os.path.join(WEB, "bench", "css"),
}


def resolve(url):
    """The local file a page URL is served from."""
    return page_server.local_path(url, WEB, MOUNTS)


def serve(port=0, readable_shim=False, files=None):
    """Starts the server on 127.0.0.1 in a background thread; returns it (its port is `server_port`).
    With `readable_shim`, pages asking for `/vdom.min.js` get `web/vdom.js`, whose names a profile can show.
    `files` maps URL paths to local files served in their place (another build of the shim or module)."""
    mounts = dict(files or {}, **MOUNTS, **({"/vdom.min.js": os.path.join(WEB, "vdom.js")} if readable_shim else {}))
    server = page_server.make_server(WEB, port, mounts, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
