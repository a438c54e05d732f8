#!/usr/bin/env python3
"""Builds an app's page in one step: the module, the shim and the JavaScript the page names.

    build-page.py --package-path APP --product NAME [--page DIR] [--scratch-path DIR] [--trap-messages]
    build-page.py --package-path APP --product NAME --module OUT.wasm [--scratch-path DIR] [--trap-messages]
    build-page.py --shim OUT.js
    build-page.py --joined-shim OUT.js

An app runs it through the toolkit's command plugin (`swift package --allow-writing-to-package-directory
build-page --product NAME`), which finds this file wherever the toolkit sits: a path dependency, or a
version dependency's checkout. The toolkit's Makefile runs it directly, so the pipeline has one copy:

1. `swift build` for wasm32-unknown-none-wasm, release, with the toolkit's toolset (`wasm/toolset.json`)
   and its own scratch path (`.build-wasm` by default), so the Linux build is never rebuilt. When the
   link fails on a symbol the page cannot have (the standard library's Unicode data tables, `memcmp`),
   it says what in the app causes it, what to use instead, and which object files reference it.
2. `finish-wasm.py` drops the debug sections, names and module hashes; `wasm-opt` (binaryen) optimises
   when it is installed; `order-functions.py` puts similar functions together for the compressors.
3. The page: the module is written where the page's `data-wasm` element names it (the page is the
   folder's `index.html`, or the HTML file `--page` names), the shim (the modules of `web/shim/` joined
   in the order SHIM_MODULES gives, closed over the applier's state, then minified) as `vdom.min.js`
   beside it. The page's `data-js` is
   written from the module's imports: each browser API the module links marks the toolkit module it
   needs (`calls.fetch.js`), and the page's own modules that `data-js` already names follow. Each is taken
   from the page's folder when it is the page's own, else from the toolkit's `web/js/`, written again on
   every build with a first line that marks it as the toolkit's; one found in neither stops the build.
4. The pre-render (`prerender.py`, docs/hydration.md), unless the page's `data-wasm` element says
   `data-prerender="off"`: the product is built for Linux (debug, `--prerender-scratch-path`, by default
   `prerender` in the wasm build's scratch path) and run to write its first frame, which the toolkit's
   `vdom-prerender` writes as HTML inside the mount element; the page's head loads `record.js`, and
   `record.js` and `adopt.js` are written beside the page as the toolkit's scripts are. What it added
   to the build's time is printed. A page that opts out gets back what an earlier build wrote there.
   Then every file the page loads is listed with its size raw, gzip and brotli.

`--module` builds the module alone (a page that loads the shim from elsewhere; with `--page`, that page
is pre-rendered too, and the adopter is the one beside its shim); `--shim` writes the minified shim
alone, `--joined-shim` the shim's modules joined and not minified (what a profile or a test of the join
reads).
"""

import argparse
import html.parser
import os
import re
import shutil
import subprocess
import sys

TOOLKIT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPTS = os.path.join(TOOLKIT, "scripts")
sys.path.insert(0, SCRIPTS)
import link_callers  # noqa: E402
import prerender  # noqa: E402
import wasm_module  # noqa: E402

TRIPLE = "wasm32-unknown-none-wasm"

# Rebuilding the control flow between two -Oz runs (--flatten --rereloop), and inlining every small function
# that has one caller (up to 70 bytes), each make the modules smaller in brotli than -Oz alone.
WASM_OPT_FLAGS = ["-Oz", "--flatten", "--rereloop", "-Oz", "--converge", "--one-caller-inline-max-function-size=70",
                  "--inlining-optimizing", "-Oz", "--strip-debug", "--strip-producers"]

UNDEFINED = re.compile(r"wasm-ld: error: (.+?): undefined symbol: (\S+)")

# What a page's link cannot resolve, in words: what is missing, what in Swift code asks for it, and what to
# write instead. The Unicode tables' symbols all start with `_swift_stdlib_`.
UNICODE_TABLES = (
    "the standard library's Unicode data tables ({symbols}), which a page does not link",
    "a String compared (==, !=, <, sorted), hashed, or used as a Dictionary key or Set element; the same for a "
    "Character or Substring",
    "compare and key text by its bytes: the toolkit's Text (Text(a) == Text(b), Set<Text>, [Text: Value]) or "
    "a.bytesEqual(b); key on integers or ids where you can",
)
MEMCMP = (
    "memcmp, which a page's runtime does not provide",
    "a String compared with ==, < or hashed: the standard library compares their UTF-8 bytes with memcmp before "
    "it falls back on the Unicode tables",
    "compare with Text or bytesEqual, which compare byte by byte",
)


def explain_link_failure(output, scratch, tools=None):
    """What the wasm-ld lines of a failed build say, in words: one paragraph for the Unicode tables and one
    for memcmp, each with the object files that reference them and, when `tools` (llvm-objdump and
    swift-demangle) can tell, the app's functions that lead there; "" when the link failed on nothing of
    the kind."""
    found = {}
    for symbol, objects in undefined_symbols(output).items():
        family = UNICODE_TABLES if symbol.startswith("_swift_stdlib_") else MEMCMP if symbol == "memcmp" else None
        if family:
            symbols, files, paths = found.setdefault(family, (set(), set(), set()))
            symbols.add(symbol)
            files.update(object_name(path, scratch) for path in objects)
            paths.update(objects)
    paragraphs = []
    for family in (UNICODE_TABLES, MEMCMP):
        if family in found:
            what, cause, instead = family
            symbols, files, paths = found[family]
            functions = link_callers.functions_asking_for(sorted(paths), sorted(symbols), *tools) if tools else []
            where = (f"  Asked for by: {'; '.join(functions)}\n" if functions else
                     "  (Each target is compiled as a whole, so the cause may be in any file of the target named.)\n")
            paragraphs.append(
                f"error: the wasm link needs {what.format(symbols=', '.join(sorted(symbols)))}.\n"
                f"  Cause: {cause}.\n"
                f"  Instead: {instead}.\n"
                f"  Referenced from: {', '.join(sorted(files))}\n" + where +
                f"  See docs/text.md in the toolkit: what Text does instead, and why.\n")
    return "".join(paragraphs)


def link_tools(swift):
    """llvm-objdump and swift-demangle from the toolchain beside `swift`, or None when it has not both."""
    found = shutil.which(swift)
    if not found:
        return None
    folder = os.path.dirname(os.path.realpath(found))
    tools = tuple(os.path.join(folder, name) for name in ("llvm-objdump", "swift-demangle"))
    return tools if all(os.access(tool, os.X_OK) for tool in tools) else None


def undefined_symbols(output):
    """Each symbol wasm-ld found undefined, with the object files that reference it."""
    symbols = {}
    for line in output.splitlines():
        match = UNDEFINED.search(line)
        if match:
            symbols.setdefault(match.group(2), set()).add(match.group(1))
    return symbols


def object_name(path, scratch):
    """An object file as the app knows it: `Target.build/File.swift.o` and the target's name, else the
    path in the scratch folder."""
    parent, name = os.path.split(path)
    folder = os.path.basename(parent)
    if folder.endswith(".build"):
        return f"{folder}/{name} (target {folder[:-len('.build')]})"
    return os.path.relpath(path, scratch)


def run(command, **options):
    """Runs `command`, stopping this script with its exit status when it fails."""
    result = subprocess.run(command, **options)
    if result.returncode != 0:
        sys.exit(result.returncode)
    return result


def build_command(options):
    command = [options.swift, "build", "--triple", TRIPLE, "-c", "release",
               "--toolset", os.path.join(TOOLKIT, "wasm", "toolset.json")]
    if options.trap_messages:
        command += ["--toolset", os.path.join(TOOLKIT, "wasm", "trap-messages.json")]
    return command + ["--package-path", options.package_path, "--product", options.product,
                      "--scratch-path", options.scratch_path]


def compile_module(options):
    """Builds the product for wasm and returns the linked module's path. The build's output is shown as
    it comes; a link failure on what a page cannot link is explained after it."""
    run([os.path.join(SCRIPTS, "check-wasm-toolchain.sh"), options.swift])
    command = build_command(options)
    print(" ".join(command), flush=True)
    build = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    output = []
    for line in build.stdout:
        sys.stdout.write(line)
        output.append(line)
    sys.stdout.flush()
    if build.wait() != 0:
        sys.stderr.write(explain_link_failure("".join(output), options.scratch_path, link_tools(options.swift)))
        sys.exit(1)
    bin_path = run(command + ["--show-bin-path"], stdout=subprocess.PIPE, text=True).stdout.strip()
    return os.path.join(bin_path, options.product + ".wasm")


def shrink(linked, target):
    """finish-wasm.py, then wasm-opt and order-functions.py when binaryen is installed."""
    finished = linked[:-len(".wasm")] + ".finished.wasm"
    run([sys.executable, os.path.join(SCRIPTS, "finish-wasm.py"), linked, finished])
    if shutil.which("wasm-opt"):
        optimised = linked[:-len(".wasm")] + ".optimised.wasm"
        run(["wasm-opt", *WASM_OPT_FLAGS, finished, "-o", optimised])
        run([sys.executable, os.path.join(SCRIPTS, "order-functions.py"), optimised, target])
    else:
        print(f"note: wasm-opt (Debian package binaryen) is not installed; {target} is not size-optimised")
        shutil.copyfile(finished, target)


# The shim's modules (web/shim/), in the order they are joined into the one file a page loads; a module
# imports only from the modules before it. docs/design.md ("The shim's modules") says what each does.
SHIM = os.path.join(TOOLKIT, "web", "shim")
SHIM_MODULES = [
    "format.js",
    "shadow.js",
    "state.js",
    "check.js",
    "templates.js",
    "controlled.js",
    "events.js",
    "foreign.js",
    "tree.js",
    "values.js",
    "methods.js",
    "apply.js",
    "applier.js",
    "run.js",
    "start.js",
    "main.js",
]
# The module whose object literals name the fields of the shim's state, which terser renames.
SHIM_STATE = "state.js"
# The names code outside the shim reads on the shim's objects or on the page's elements: the applier's
# methods and `stats`, `start`'s answer, the host calls.js is given, the imports of module `vdom`, the
# page's `data-wasm` and `data-js`. Terser renames every property that has a field's name, so no field
# may take one of these.
SHIM_PUBLIC_NAMES = {
    "apply", "check", "node", "listensFor", "stats", "nodes", "listening",
    "exports", "applier", "stopped", "call", "memory", "busy", "connect",
    "vdom", "calls", "requestFlush", "error", "setTitle", "setTimer", "clearTimer", "putchar", "random",
    "wasm", "js", "name", "offset",
    # What adopt.js is given and gives: the app's `raise` and the applier's `replay`; the adopter's answers.
    "raise", "replay", "adopt", "inserted", "copied", "keeps", "defining",
}


class ShimError(Exception):
    """The shim's modules cannot be joined: the message says which module and why."""


IMPORT = re.compile(r"^import\s*\{([^}]*)\}\s*from\s*'\./([\w.-]+)'[ \t]*\n?", re.M)
DECLARATION = re.compile(r"^(export\s+)?(?:async\s+)?(?:function\*?\s+([\w$]+)|class\s+([\w$]+)|(const|let|var)\s)", re.M)
EXPORT_LIST = re.compile(r"^export\s*\{([^}]*)\}[ \t]*$", re.M)
IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*")


def declarators(text, start):
    """The names a `const`, `let` or `var` statement that continues at `start` declares: one before each
    comma outside brackets, strings, regular expressions and comments, up to the line break that ends the
    statement."""
    names, expecting, depth, i, n = [], True, 0, start, len(text)
    closing = []  # for each template literal we are inside a `${` of: the depth at which it opened
    last = ""  # the last character of code before a line break
    while i < n:
        if expecting:
            while text[i].isspace():
                i += 1
            match = IDENTIFIER.match(text, i)
            if not match:
                raise ShimError(f"a declaration at character {start} destructures: declare one name at a time")
            names.append(match.group())
            i, expecting, last = match.end(), False, match.group()[-1]
            continue
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
            continue
        if c in "'\"":
            j = i + 1
            while text[j] != c:
                j += 2 if text[j] == "\\" else 1
            i, last = j + 1, c
            continue
        if c == "`" or (c == "}" and closing and closing[-1] == depth):
            if c == "}":
                closing.pop()
            j = i + 1
            while text[j] != "`" and not text.startswith("${", j):
                j += 2 if text[j] == "\\" else 1
            if text[j] == "$":
                closing.append(depth)
                j += 1
            i, last = j + 1, "`"
            continue
        if c == "/" and last and last in "(,=:[!&|?{};<>+-*%~^":
            # A regular expression (where a value starts, a `/` is no division): up to its closing `/`.
            j, inside_class = i + 1, False
            while inside_class or text[j] != "/":
                inside_class = (inside_class or text[j] == "[") and text[j] != "]"
                j += 2 if text[j] == "\\" else 1
            i, last = j + 1, "/"
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            expecting = True
        elif c == "\n" and depth == 0 and last not in ",=+-*/?:&|([{.":
            break
        if not c.isspace():
            last = c
        i += 1
    return names


def module_names(text):
    """(the top-level names a module declares, those it exports)."""
    declared, exported = [], []
    for match in DECLARATION.finditer(text):
        names = [match.group(2) or match.group(3)] if match.group(4) is None else declarators(text, match.end())
        declared += names
        if match.group(1):
            exported += names
    for match in EXPORT_LIST.finditer(text):
        exported += [name.strip() for name in match.group(1).split(",") if name.strip()]
    return declared, exported


def join_shim(folder=SHIM, order=SHIM_MODULES):
    """The shim's modules as one ES module, the one file a page loads: in `order`, each without its imports
    and with `export` left off its declarations; `export { … }` lists stay, and are the file's exports.
    The file is one module, so its top-level names are local to it and the minifier shortens them as it
    does a function's. Raises ShimError, naming the module, for a module missing from the folder or from
    `order`, an import the join does not understand, a name imported that no earlier module exports, and
    a name two modules declare."""
    place = os.path.relpath(folder, TOOLKIT) if folder.startswith(TOOLKIT) else folder
    if os.path.isdir(folder):
        for name in sorted(os.listdir(folder)):
            if name.endswith(".js") and name not in order:
                raise ShimError(f"{place}/{name} is not in the order of the shim's modules "
                                f"(SHIM_MODULES in scripts/build-page.py)")
    exports, owner, parts = {}, {}, []
    for module in order:
        path = os.path.join(folder, module)
        if not os.path.isfile(path):
            raise ShimError(f"{place}/{module} is missing: SHIM_MODULES in scripts/build-page.py names it")
        with open(path, encoding="utf-8") as file:
            text = file.read()
        where = f"{place}/{module}"
        for match in IMPORT.finditer(text):
            source = match.group(2)
            for name in (name.strip() for name in match.group(1).split(",")):
                if not name:
                    continue
                if not IDENTIFIER.fullmatch(name):
                    raise ShimError(f"{where} imports `{name}`: import names as they are, without `as`")
                if name in exports.get(source, ()):
                    continue
                if name not in owner:
                    raise ShimError(f"{where} imports {name}, which no module before it defines "
                                    f"(the order is SHIM_MODULES in scripts/build-page.py)")
                raise ShimError(f"{where} imports {name} from ./{source}, which does not export it")
        body = IMPORT.sub("", text)
        for line in body.splitlines():
            if re.match(r"import\b", line) or re.match(r"export\s+(default|\*|\{[^}]*\}\s*from)", line):
                raise ShimError(f"{where}: `{line.strip()}`: the join takes `import {{ … }} from './module.js'`, "
                                f"exported declarations and `export {{ … }}` lists")
        declared, exported = module_names(body)
        for name in declared:
            if name in owner:
                raise ShimError(f"{where} declares {name}, which ./{owner[name]} declares too")
            owner[name] = module
        for name in exported:
            if name not in owner:
                raise ShimError(f"{where} exports {name}, which no module before it declares")
        exports[module] = set(exported)
        declaration = r"^export\s+(?=(?:async\s+)?(?:function|class|const|let|var)\b)"
        parts.append(f"// {place}/{module}\n" + re.sub(declaration, "", body, flags=re.M))
    return "".join(parts)


def state_fields(folder=SHIM):
    """The fields of the shim's state and of its records, as SHIM_STATE declares them: the state's are the
    keys of its object literal, one a line, four spaces in; a record's follow `@property {type}` in its
    typedef. Raises ShimError for a field that takes a public name (SHIM_PUBLIC_NAMES)."""
    with open(os.path.join(folder, SHIM_STATE), encoding="utf-8") as file:
        text = file.read()
    fields = sorted(set(re.findall(r"^    ([A-Za-z_$][\w$]*)\s*[:,]", text, re.M)) |
                    set(re.findall(r"@property\s+\{[^}]*\}\s+([A-Za-z_$][\w$]*)", text)))
    public = [name for name in fields if name in SHIM_PUBLIC_NAMES]
    if public:
        raise ShimError(f"{SHIM_STATE} names a field {', '.join(public)}, which code outside the shim reads: the "
                        f"minifier would rename it there too (SHIM_PUBLIC_NAMES in scripts/build-page.py)")
    return fields


def write_joined(target):
    """The shim's modules joined (see `join_shim`), unminified."""
    try:
        text = join_shim()
    except ShimError as error:
        sys.exit(f"error: {error}")
    with open(target, "w", encoding="utf-8") as file:
        file.write(text)


def write_shim(target):
    """The shim as pages load it: its modules joined, its state made variables of one closure
    (scripts/close-over-state.cjs, where node has terser and acorn), then minified (see `minify`), the
    fields of its records renamed."""
    try:
        fields = state_fields()
    except ShimError as error:
        sys.exit(f"error: {error}")
    # Named per process: two pages of one folder, built side by side (make wasm), write the same shim.
    joined, closed = f"{target}.{os.getpid()}.joined.js", f"{target}.{os.getpid()}.closed.js"
    write_joined(joined)
    try:
        node = node_with("terser", "acorn")
        if node:
            run([node, os.path.join(SCRIPTS, "close-over-state.cjs"), joined, closed], env=node_environment())
            minify(closed, target, fields)
        else:
            minify(joined, target, fields)
    finally:
        for path in (joined, closed):
            if os.path.exists(path):
                os.remove(path)


def node_environment():
    return dict(os.environ, NODE_PATH=os.environ.get("NODE_PATH", "/usr/share/nodejs"))


def node_with(*packages):
    """`node`, when it has every one of `packages` (Debian node-terser, node-acorn), else None."""
    node = shutil.which("node")
    requires = "; ".join(f"require('{package}')" for package in packages)
    if node and subprocess.run([node, "-e", requires], env=node_environment(),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
        return node
    return None


def minify(source, target, fields=()):
    """A toolkit script as pages load it: terser (Debian node-terser) shortens its local names, and renames
    the properties `fields` names; without terser, comments and indentation are removed and the names
    stay."""
    node = node_with("terser")
    if node:
        run([node, os.path.join(SCRIPTS, "minify-js.cjs"), source, target, *fields], env=node_environment())
    else:
        print(f"note: terser (Debian package node-terser) is not installed; {target} keeps its names")
        run([sys.executable, os.path.join(SCRIPTS, "minify-js.py"), source, target])


class PageFiles(html.parser.HTMLParser):
    """What an index.html loads: its `data-wasm` elements (module and `data-js` list), and the local
    style sheets and scripts it links."""

    def __init__(self):
        super().__init__()
        self.apps = []
        self.linked = []

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if "data-wasm" in attributes:
            self.apps.append((attributes["data-wasm"], (attributes.get("data-js") or "").split()))
        if tag == "link" and "stylesheet" in (attributes.get("rel") or "").split():
            self.linked.append(attributes.get("href"))
        if tag == "script":
            self.linked.append(attributes.get("src"))


def local(url):
    """A URL the page loads from its own folder (not absolute, not another origin, not inline data)."""
    return bool(url) and ":" not in url and not url.startswith("/")


def read_page(page, product, html_file="index.html"):
    """The page's module file, the JS files its `data-js` names and the local files it links."""
    index = os.path.join(page, html_file)
    if not os.path.isfile(index):
        sys.exit(f"error: {index} is missing: --page names the page's folder (with its index.html) or its HTML file")
    parser = PageFiles()
    with open(index, encoding="utf-8") as source:
        parser.feed(source.read())
    apps = [app for app in parser.apps if os.path.basename(app[0]) == product + ".wasm"] or parser.apps
    if len(apps) != 1:
        sys.exit(f'error: {index} needs one element with data-wasm="{product}.wasm" '
                 f"(found {len(parser.apps)} with data-wasm)")
    module, scripts = apps[0]
    if not local(module):
        sys.exit(f'error: {index}: data-wasm="{module}" is not a path inside the page\'s folder')
    return module, scripts, [url for url in parser.linked if local(url)]


# The first line of every toolkit script a build writes into a page: what tells it apart from the page's
# own scripts, so the next build writes it again (a copy never goes stale) and never touches those.
COPIED = "// toolkit copy, rewritten by every build\n"

def toolkit_modules():
    """The folder of the toolkit's JavaScript modules, one per browser API of the library `Browser`
    (PageContract.browserAPIs)."""
    return os.path.join(TOOLKIT, "web", "js")


def is_copied(path):
    """Whether the file is a toolkit script an earlier build wrote (see COPIED)."""
    with open(path, encoding="utf-8", errors="replace") as file:
        return file.readline() == COPIED


def copy_toolkit_script(source, target):
    """A toolkit script, minified as the shim is, with the line that marks it as the toolkit's."""
    os.makedirs(os.path.dirname(target), exist_ok=True)
    # Minified apart and written once: two pages of one folder, built side by side, copy the same scripts.
    minified = f"{target}.{os.getpid()}.min.js"
    try:
        minify(source, minified)
        with open(minified, encoding="utf-8") as file:
            text = file.read()
    finally:
        if os.path.exists(minified):
            os.remove(minified)
    with open(target, "w", encoding="utf-8") as file:
        file.write(COPIED + text)


def copy_scripts(page, scripts):
    """Each `data-js` module is the page's own when its folder has it and no build wrote it; else it
    comes from the toolkit's web/js/, written again by every build."""
    for name in scripts:
        if not local(name):
            sys.exit(f'error: data-js names "{name}": name a file inside the page\'s folder')
        target = os.path.join(page, name)
        if os.path.isfile(target) and not is_copied(target):
            continue
        provided = os.path.join(toolkit_modules(), name)
        if not os.path.isfile(provided):
            sys.exit(f'error: data-js names "{name}", which is neither in {page} nor in the toolkit\'s web/js/')
        copy_toolkit_script(provided, target)


# The first line of a toolkit style sheet a build writes into a page (see COPIED).
STYLE_COPIED = "/* toolkit copy, rewritten by every build */\n"


def toolkit_styles():
    """The folder of the toolkit's style sheets: the look of what it renders of its own."""
    return os.path.join(TOOLKIT, "web", "css")


def copy_styles(page, linked):
    """Each style sheet the page links that the toolkit provides (web/css/) and the page's folder does not
    hold as its own is written beside the page, again by every build."""
    for name in linked:
        provided = os.path.join(toolkit_styles(), name)
        if not name.endswith(".css") or not os.path.isfile(provided):
            continue
        target = os.path.join(page, name)
        if os.path.isfile(target):
            with open(target, encoding="utf-8", errors="replace") as file:
                if file.readline() != STYLE_COPIED:
                    continue
        with open(provided, encoding="utf-8") as source, open(target, "w", encoding="utf-8") as file:
            file.write(STYLE_COPIED + source.read())


def page_scripts(module, scripts):
    """What the page's `data-js` must be: the toolkit modules the module's browser APIs need (each API
    links a marker, an import of module `calls` named after its file, `calls.fetch.js`), then the page's
    own modules from `scripts`, the `data-js` it has. A toolkit module no API needs any longer goes."""
    linked = [name for module_name, name in wasm_module.imports(module) if module_name == "calls" and name.endswith(".js")]
    for name in linked:
        if not os.path.isfile(os.path.join(toolkit_modules(), name)):
            sys.exit(f'error: the module imports calls.{name}, the marker of a module the toolkit does not have '
                     f"(web/js/ has {', '.join(sorted(os.listdir(toolkit_modules())))})")
    own = [name for name in scripts if name not in linked and not os.path.isfile(os.path.join(toolkit_modules(), name))]
    return list(dict.fromkeys(linked + own))


def write_data_js(index, scripts):
    """Writes `scripts` as the `data-js` of the element with `data-wasm` in the page's HTML file `index`,
    touching nothing else, and only when it changes."""
    with open(index, encoding="utf-8") as file:
        text = file.read()
    value = " ".join(scripts)
    element = re.search(r"<[^>]*\bdata-wasm=[^>]*>", text)
    attribute = re.search(r'\sdata-js="[^"]*"', element.group(0))
    if attribute:
        tag = element.group(0).replace(attribute.group(0), f' data-js="{value}"' if value else "")
    elif value:
        tag = re.sub(r'(\bdata-wasm="[^"]*")', rf'\1 data-js="{value}"', element.group(0), count=1)
    else:
        return
    updated = text[:element.start()] + tag + text[element.end():]
    if updated != text:
        with open(index, "w", encoding="utf-8") as file:
            file.write(updated)


# What a pre-rendered page loads from the toolkit: the recorder (a classic script in its head) and the
# adopter, which the shim loads from beside itself for a page marked as pre-rendered.
PRERENDER_SCRIPTS = ["record.js", "adopt.js"]


def prerender_setting(index, module):
    """Whether the page's mount element is pre-rendered, checked before anything is built; stops the build
    when the page is, and the toolkit lacks a script such a page loads."""
    with open(index, encoding="utf-8") as file:
        text = file.read()
    try:
        on = prerender.is_on(text, module, index)
    except prerender.PrerenderError as error:
        sys.exit(f"error: {error}")
    missing = [name for name in PRERENDER_SCRIPTS if not os.path.isfile(os.path.join(TOOLKIT, "web", name))]
    if on and missing:
        sys.exit(f"error: the toolkit has no web/{' or web/'.join(missing)}, which a pre-rendered page loads; "
                 f"{index} is pre-rendered unless its data-wasm element says {prerender.SETTING}=\"off\"")
    return on


def prerender_page(options, index, module, on, scripts=PRERENDER_SCRIPTS):
    """Writes the page's first render inside its mount element, the recorder into its head and `scripts`
    beside it; or, for a page that opts out, takes away what an earlier build wrote. Prints what it added
    to the build's time; returns the scripts it wrote."""
    with open(index, encoding="utf-8") as file:
        text = file.read()
    try:
        if on:
            content, building, rendering = prerender.render(options.swift, options.package_path, options.product,
                                                             options.prerender_scratch_path)
            updated = prerender.with_prerender(text, module, content, index)
        else:
            updated, scripts = prerender.without_prerender(text, module, index), []
    except prerender.PrerenderError as error:
        sys.exit(f"error: {error}")
    for name in scripts:
        copy_toolkit_script(os.path.join(TOOLKIT, "web", name), os.path.join(os.path.dirname(index), name))
    if updated != text:
        with open(index, "w", encoding="utf-8") as file:
            file.write(updated)
    if on:
        print(f"pre-render: {building + rendering:.1f} s (Linux build {building:.1f} s, render {rendering:.1f} s)")
    else:
        print(f'pre-render: off ({prerender.SETTING}="off")')
    return scripts


def print_sizes(files):
    run([os.path.join(SCRIPTS, "sizes.sh"), *files])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package-path", default=".", help="the app's package (default: the current folder)")
    parser.add_argument("--product", help="the executable product that is the page's module")
    parser.add_argument("--page", help="the page's folder, with its index.html, or its HTML file (default: web/ in the package)")
    parser.add_argument("--module", metavar="OUT.wasm", help="build the module alone, into this file")
    parser.add_argument("--shim", metavar="OUT.js", help="write the minified shim alone, into this file")
    parser.add_argument("--joined-shim", metavar="OUT.js", help="write the shim's modules joined, unminified, into this file")
    parser.add_argument("--scratch-path", help="the wasm build's scratch path (default: .build-wasm in the package)")
    parser.add_argument("--prerender-scratch-path",
                        help="the Linux build's scratch path, for the pre-render (default: prerender in the wasm one)")
    parser.add_argument("--trap-messages", action="store_true",
                        help="keep the standard library's trap messages (about 6 kB brotli)")
    parser.add_argument("--swift", default=os.environ.get("SWIFT", "swift"), help="the swift executable")
    options = parser.parse_args()
    if options.shim:
        write_shim(options.shim)
        return
    if options.joined_shim:
        write_joined(options.joined_shim)
        return
    if not options.product:
        parser.error("--product is required")
    options.package_path = os.path.abspath(options.package_path)
    options.scratch_path = os.path.abspath(options.scratch_path or os.path.join(options.package_path, ".build-wasm"))
    options.prerender_scratch_path = os.path.abspath(options.prerender_scratch_path or
                                                     os.path.join(options.scratch_path, "prerender"))
    if options.module and not options.page:
        shrink(compile_module(options), options.module)
        print_sizes([options.module])
        return
    page = os.path.abspath(options.page or os.path.join(options.package_path, "web"))
    html_file = "index.html"
    if page.endswith(".html"):
        page, html_file = os.path.split(page)
    module, scripts, linked = read_page(page, options.product, html_file)
    index = os.path.join(page, html_file)
    prerendered = prerender_setting(index, module)
    if options.module:
        shrink(compile_module(options), options.module)
        copied = prerender_page(options, index, module, prerendered, scripts=["record.js"])
        print_sizes([options.module, index, *[os.path.join(page, name) for name in copied]])
        return
    linked_module = compile_module(options)
    shrink(linked_module, os.path.join(page, module))
    write_shim(os.path.join(page, "vdom.min.js"))
    # A module that calls JavaScript by name (the library `JavaScript`) has the shim load calls.js from
    # beside it, and one with transitions transitions.js; no other page needs them.
    with open(os.path.join(page, module), "rb") as built:
        data = built.read()
    imported = wasm_module.import_modules(data)
    calls = [f"{name}.js" for name in ("calls", "transitions") if name in imported]
    scripts = page_scripts(data, scripts)
    for name in calls:
        copy_toolkit_script(os.path.join(TOOLKIT, "web", name), os.path.join(page, name))
    copy_scripts(page, scripts)
    copy_styles(page, linked)
    write_data_js(index, scripts)
    copied = prerender_page(options, index, module, prerendered)
    # The recorder the head loaded before this build is gone from a page that opted out since.
    linked = [name for name in linked if name not in PRERENDER_SCRIPTS or name in copied]
    files = [html_file, *linked, module, *calls, *scripts, *copied]
    print(f"{options.product}: {os.path.relpath(page)}")
    print_sizes([os.path.join(page, name) for name in dict.fromkeys(files)])


if __name__ == "__main__":
    main()
