"""The benchmark pages' server: the toolkit's own page server (`scripts/serve.py`, so the same headers:
strict CSP, cross-origin isolation for `performance.measureUserAgentSpecificMemory`), with `/css` laid out
as the js-framework-benchmark serves it.

The toolkit's `web/` is the root (the pages load its `/vdom.min.js`), and `Benchmarks/web/` is mounted at
`/bench`: the pages are `/bench/swift/` and `/bench/vanilla/`. `/css/currentStyle.css` and `/css/main.css`
come from `Benchmarks/web/css/`; `/css/bootstrap/dist/` is Debian's libjs-bootstrap (Bootstrap 3), served
from where the package installs it, never copied into the tree.
"""

import os
import subprocess
import sys
import threading

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import serve as page_server  # noqa: E402

WEB = os.path.join(ROOT, "web")
STYLES = {
    "/css/bootstrap/dist": "/usr/share/javascript/bootstrap",
    "/css": os.path.join(ROOT, "Benchmarks", "web", "css"),
}


def pages_directory(tree):
    """Where a checkout of the repository keeps the benchmark pages: `Benchmarks/web/`, or `web/bench/` in
    the commits before the apparatus had a folder of its own (`make bench BEFORE=…` serves those too)."""
    moved = os.path.join(tree, "Benchmarks", "web")
    return moved if os.path.isdir(moved) else os.path.join(tree, "web", "bench")


def resolve(httpd, url):
    """The local file `httpd` serves a page URL from."""
    handler = httpd.RequestHandlerClass
    return page_server.local_path(url, handler.root, handler.mounts)


def joined_shim(tree=ROOT):
    """The shim of the checkout `tree` as one file, not minified, so a profile shows its names: its modules
    (`web/shim/`) joined by the checkout's own `scripts/build-page.py --joined-shim` into
    `.build/vdom.joined.js`, or `web/vdom.js` in the commits before the shim was split into modules."""
    single = os.path.join(tree, "web", "vdom.js")
    if os.path.isfile(single):
        return single
    target = os.path.join(tree, ".build", "vdom.joined.js")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    subprocess.run([sys.executable, os.path.join(tree, "scripts", "build-page.py"), "--joined-shim", target], check=True)
    return target


def serve(port=0, readable_shim=False, files=None, tree=ROOT):
    """Starts the server on 127.0.0.1 in a background thread; returns it (its port is `server_port`).
    `tree` is the checkout whose shim and pages are served (another commit's, built apart); the style
    sheets are always this checkout's. With `readable_shim`, pages asking for `/vdom.min.js` get the shim
    joined and not minified (`joined_shim`), whose names a profile can show. `files` maps URL paths to
    local files served in their place (another build of the shim or module)."""
    web = os.path.join(tree, "web")
    shim = {"/vdom.min.js": joined_shim(tree)} if readable_shim else {}
    mounts = dict(files or {}, **STYLES, **shim, **{"/bench": pages_directory(tree)})
    server = page_server.make_server(web, port, mounts, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
