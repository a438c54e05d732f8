"""The pages of the cold load (`make bench`, `COLD=1` alone): the benchmark page as `make bench-pages` builds
it, pre-rendered; the same page not pre-rendered; and the plain JavaScript page.

The page not pre-rendered is derived from the built one when the run starts, in a folder of its own: a copy
of the page's folder whose HTML is what the page build writes for a page that opts out, made by the build's
own code (`scripts/prerender.py`: the mount element's content, its `data-vdom-prerendered` and the
recorder's script taken away), with `data-prerender="off"` on the mount element. The module and the rest are
the same files, so the two differ only in what the HTML holds and what that makes the shim load.
"""

import os
import re
import shutil

import server  # puts the toolkit's scripts/ on the path

import prerender

# The pages in the order of the first load, their names in the table and the paths they are served at.
PAGES = [("vanilla", "/bench/vanilla/"), ("pre-rendered", "/bench/swift/"),
         ("not pre-rendered", "/bench/swift-not-prerendered/")]
PRERENDERED_PAGE, NOT_PRERENDERED_PAGE = PAGES[1][0], PAGES[2][0]
# The folder the benchmark page is built into.
BUILT = os.path.join(server.pages_directory(server.ROOT), "swift")
MODULE = re.compile(r"""\sdata-wasm\s*=\s*["']([^"']+)["']""")


class PageError(Exception):
    """The built page cannot be measured cold: the message says why."""


def module_of(text):
    """The module a page's mount element names (its `data-wasm`)."""
    found = MODULE.search(text)
    if found is None:
        raise PageError("the page has no element with data-wasm")
    return found.group(1)


def is_prerendered(text):
    """Whether the page's mount element holds the build's pre-render."""
    return prerender.PRERENDERED in prerender.layout(text, module_of(text)).mount[1]


def not_prerendered(text):
    """The page as the page build writes it when its mount element says `data-prerender="off"`."""
    module = module_of(text)
    text = prerender.without_prerender(text, module)
    _, attributes, start, end = prerender.layout(text, module).mount
    if prerender.SETTING in attributes:
        raise PageError(f"the page's mount element already says {prerender.SETTING}")
    closing = end - (2 if text[start:end].endswith("/>") else 1)
    return text[:closing].rstrip() + f' {prerender.SETTING}="off"' + text[closing:]


def write_not_prerendered(page, target):
    """Copies the page's folder `page` to `target`, with its index.html not pre-rendered; stops with
    PageError when the built page is not pre-rendered."""
    with open(os.path.join(page, "index.html"), encoding="utf-8") as file:
        text = file.read()
    if not is_prerendered(text):
        raise PageError(f"{os.path.relpath(page, server.ROOT)}/index.html is not pre-rendered (no "
                        f"{prerender.PRERENDERED}): `make bench-pages` builds it so")
    shutil.copytree(page, target, dirs_exist_ok=True)
    with open(os.path.join(target, "index.html"), "w", encoding="utf-8") as file:
        file.write(not_prerendered(text))


def mounts(page, variant):
    """What the server mounts for the two Swift pages: the built page and its variant's folder."""
    return {PAGES[1][1]: page, PAGES[2][1]: variant}
