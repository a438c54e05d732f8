"""The page build's pre-render (docs/hydration.md): a page's HTML written with its view's first render
already inside the mount point, so that the page shows before its module has arrived.

scripts/build-page.py runs it after the wasm build, for every page whose `data-wasm` element does not say
`data-prerender="off"`:

1. `swift build` of the page's product for Linux (debug, in a scratch path of its own, never the wasm
   one), and of the toolkit's `vdom-prerender`;
2. the product is run with VDOM_PRERENDER naming a file: the bridge writes there the first frame it
   would hand the page, and the process ends at once, so nothing the app does later (timers, fetches)
   runs;
3. `vdom-prerender` applies the frame to a test DOM and writes the DOM as HTML (StaticHTML): markup the
   browser's parser would build otherwise than the view says stops the build, naming where it is; what
   applying the frame reported (a URL written inert) is a warning;
4. the HTML replaces what the mount element holds, the element gets `data-vdom-prerendered`, and the
   page's head `<script src="record.js"></script>`; build-page.py copies record.js and adopt.js.

A page that opts out gets back what an earlier build wrote (the content, the attribute, the script) and
nothing else; what the mount element holds that no build wrote is never replaced.
"""

import html.parser
import os
import re
import subprocess
import tempfile
import time

# What the build writes into the page: the attribute on the mount element that says its content is the
# build's (the shim adopts it, docs/patch-format.md), and the script the page's head loads.
PRERENDERED = "data-vdom-prerendered"
RECORDER = "record.js"
RECORDER_ELEMENT = f'<script src="{RECORDER}"></script>'
# The attribute a page sets on its mount element to turn pre-rendering off.
SETTING = "data-prerender"
# The toolkit's executable that writes a frame as HTML, and the variable that makes a product pre-render.
TOOL = "vdom-prerender"
VARIABLE = "VDOM_PRERENDER"
# How long a product may take to render its first frame once it has started.
RUN_SECONDS = 60


class PrerenderError(Exception):
    """The page cannot be pre-rendered: the message says why, and what to do."""


class PageLayout(html.parser.HTMLParser):
    """Where the parts the pre-render writes are in a page's HTML, as offsets into its text: the start tag
    of the element whose `data-wasm` is `module`, what that element holds, the end tag of the head, and
    the recorder's script element."""

    def __init__(self, text, module):
        super().__init__(convert_charrefs=False)
        self.text = text
        self.module = module
        self.line_starts = [0] + [i + 1 for i, character in enumerate(text) if character == "\n"]
        self.mount = None  # (tag, attributes, start of the start tag, its end)
        self.inside = None  # (start, end) of what the mount element holds
        self.depth = 0  # elements named as the mount element is, open inside it
        self.head_end = None
        self.recorder = None  # (start, end) of the recorder's script element
        self.recorder_start = None
        self.feed(text)
        self.close()

    def position(self):
        line, column = self.getpos()
        return self.line_starts[line - 1] + column

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if self.mount is None:
            if attributes.get("data-wasm") == self.module:
                start = self.position()
                self.mount = (tag, attributes, start, start + len(self.get_starttag_text()))
                self.depth = 1
        elif self.inside is None and tag == self.mount[0]:
            self.depth += 1
        if tag == "script" and attributes.get("src") == RECORDER and self.head_end is None:
            self.recorder_start = self.position()

    def handle_endtag(self, tag):
        start = self.position()
        if self.mount is not None and self.inside is None and tag == self.mount[0]:
            self.depth -= 1
            if self.depth == 0:
                self.inside = (self.mount[3], start)
        if tag == "head" and self.head_end is None:
            self.head_end = start
        if tag == "script" and self.recorder_start is not None and self.recorder is None:
            self.recorder = (self.recorder_start, self.text.index(">", start) + 1)


def layout(text, module, name="the page"):
    """The page's layout (PageLayout); raises PrerenderError when it has no such mount element, or one
    without an end tag."""
    page = PageLayout(text, module)
    if page.mount is None:
        raise PrerenderError(f'{name} has no element with data-wasm="{module}"')
    if page.inside is None:
        raise PrerenderError(f'{name}: the <{page.mount[0]}> with data-wasm="{module}" has no end tag, which '
                             f"the pre-rendered content goes before")
    return page


def is_on(text, module, name="the page"):
    """Whether the page is pre-rendered: yes unless its mount element says data-prerender="off"."""
    value = layout(text, module, name).mount[1].get(SETTING)
    if value not in (None, "on", "off"):
        raise PrerenderError(f'{name}: {SETTING}="{value}" on the mount element: it is "on" (the default) or "off"')
    return value != "off"


def edited(text, edits):
    """`text` with each (start, end, replacement) made, the spans apart from one another."""
    for start, end, replacement in sorted(edits, reverse=True):
        text = text[:start] + replacement + text[end:]
    return text


def line_of(text, start, end):
    """The span to remove to take text[start:end] away: with its whole line when nothing else is on it."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end + 1
    if text[line_start:start].strip() == "" and text[end:line_end].strip() == "":
        return line_start, line_end
    return start, end


def with_prerender(text, module, content, name="the page"):
    """The page with `content` inside its mount element (instead of what a build wrote there before),
    the element marked `data-vdom-prerendered`, and the recorder's script in its head."""
    page = layout(text, module, name)
    tag, attributes, start, start_end = page.mount
    held = text[page.inside[0]:page.inside[1]]
    if PRERENDERED not in attributes and held.strip():
        raise PrerenderError(f'{name}: the <{tag}> with data-wasm="{module}" holds content no build wrote, which '
                             f"the pre-render would replace: move it out of the element, or turn pre-rendering "
                             f'off with {SETTING}="off" on it')
    start_tag = text[start:start_end]
    if PRERENDERED not in attributes:
        closing = len(start_tag) - (2 if start_tag.endswith("/>") else 1)
        start_tag = start_tag[:closing].rstrip() + f" {PRERENDERED}" + start_tag[closing:]
    edits = [(start, page.inside[1], start_tag + content)]
    if page.recorder is None:
        if page.head_end is None:
            raise PrerenderError(f"{name} has no </head>: the pre-render puts {RECORDER_ELEMENT} before it")
        edits.append(recorder_insertion(text, page.head_end))
    return edited(text, edits)


def recorder_insertion(text, head_end):
    """The edit that puts the recorder's script before `</head>`: on a line of its own, indented as the
    line before, when `</head>` starts its line."""
    line_start = text.rfind("\n", 0, head_end) + 1
    if text[line_start:head_end].strip():
        return head_end, head_end, RECORDER_ELEMENT
    previous = text[:line_start].rstrip("\n").rsplit("\n", 1)[-1]
    indent = previous[:len(previous) - len(previous.lstrip())]
    return line_start, line_start, f"{indent}{RECORDER_ELEMENT}\n"


PRERENDERED_ATTRIBUTE = re.compile(r"\s+" + PRERENDERED + r"""(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?(?=[\s/>])""")


def without_prerender(text, module, name="the page"):
    """The page without what a pre-render wrote: the mount element's content (only when the element is
    marked as holding the build's), its mark, and the recorder's script."""
    page = layout(text, module, name)
    tag, attributes, start, start_end = page.mount
    edits = []
    if PRERENDERED in attributes:
        start_tag = PRERENDERED_ATTRIBUTE.sub("", text[start:start_end], count=1)
        edits.append((start, page.inside[1], start_tag))
    if page.recorder is not None:
        edits.append((*line_of(text, *page.recorder), ""))
    return edited(text, edits)


def build(swift, package_path, product, scratch):
    """`swift build` of `product` for Linux, debug; its output shown only when it fails."""
    command = [swift, "build", "--package-path", package_path, "--product", product, "--scratch-path", scratch]
    print(" ".join(command), flush=True)
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        raise PrerenderError(f"the Linux build of {product}, which pre-renders its page, failed:\n{result.stdout}")


def render(swift, package_path, product, scratch):
    """The first render of `product`'s page as HTML, with the seconds the Linux builds took and those the
    render took. What the app reported while it ran (it has no browser here: no storage, location or
    fetch) is shown; so are the warnings of vdom-prerender."""
    started = time.monotonic()
    build(swift, package_path, product, scratch)
    build(swift, package_path, TOOL, scratch)
    built = time.monotonic()
    binaries = os.path.join(scratch, "debug")
    off = f'turn pre-rendering off with {SETTING}="off" on the page\'s data-wasm element (docs/hydration.md)'
    with tempfile.TemporaryDirectory() as folder:
        frame = os.path.join(folder, "frame")
        try:
            run = subprocess.run([os.path.join(binaries, product)], cwd=package_path, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True, timeout=RUN_SECONDS,
                                 env=dict(os.environ, **{VARIABLE: frame}))
        except subprocess.TimeoutExpired:
            raise PrerenderError(f"{product}, run on Linux to pre-render its page, rendered nothing in "
                                 f"{RUN_SECONDS} s; if its first render waits for the browser, {off}")
        if run.returncode != 0:
            how = f"signal {-run.returncode}" if run.returncode < 0 else f"status {run.returncode}"
            raise PrerenderError(f"{product}, run on Linux to pre-render its page, stopped ({how}) "
                                 f"before its first frame:\n{run.stdout}{run.stderr}If it cannot run without a "
                                 f"browser, {off}")
        if run.stderr:
            print(run.stderr, end="" if run.stderr.endswith("\n") else "\n")
            if "note: the app reported: " in run.stderr:
                print(f"note: {product} ran on Linux, without a browser: the page shows what it renders without "
                      f"storage, the URL or the network, and the rest once its module runs (docs/hydration.md)")
        if not os.path.exists(frame):
            raise PrerenderError(f"{product}, run on Linux to pre-render its page, ended without a frame: its "
                                 f"main.swift mounts no view and builds no element; {off}")
        written = subprocess.run([os.path.join(binaries, TOOL), frame], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
    if written.returncode != 0:
        message = written.stderr.strip()
        raise PrerenderError(message[len("error: "):] if message.startswith("error: ") else message)
    if written.stderr:
        print(written.stderr, end="" if written.stderr.endswith("\n") else "\n")
    return written.stdout, built - started, time.monotonic() - built
