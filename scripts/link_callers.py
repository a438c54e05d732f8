"""Which of an app's own functions lead to a symbol the link could not resolve.

An Embedded Swift object holds the standard library code it uses, specialised into it, so the function
that calls `_swift_stdlib_getNormData` is the standard library's own (`_stringCompareInternal`), not the
app's. The call graph says where it comes from: `llvm-objdump -d -r` lists each function and the
functions its calls name, and walking that graph back from the symbol, the first functions of a module
other than the standard library's are the ones that asked for it (`Shop.Basket.sorted() -> …`).
"""

import re
import subprocess

FUNCTION = re.compile(r"^[0-9a-f]+ <(.+)>:$")
CALL = re.compile(r"R_WASM_FUNCTION_INDEX_LEB\s+(\S+?)\+0$")
# `$e` is Embedded Swift's prefix, `$s` the other builds'; the standard library's symbols go on with `s`
# (the module) or `S` (a substitution), an app's with its module name's length.
APP_SYMBOL = re.compile(r"^\$[es][0-9]")


def call_graph(disassembly):
    """Each function of an `llvm-objdump -d -r` listing, with the functions it calls."""
    calls, current = {}, None
    for line in disassembly.splitlines():
        function = FUNCTION.match(line)
        if function:
            current = function.group(1)
            calls.setdefault(current, set())
            continue
        call = CALL.search(line)
        if call and current is not None:
            calls[current].add(call.group(1))
    return calls


def app_callers(calls, symbol):
    """The app's functions from which a chain of calls inside the object reaches `symbol`, each found
    by walking back from the symbol and stopping at the first function of the app's on every path."""
    callers = {}
    for function, callees in calls.items():
        for callee in callees:
            callers.setdefault(callee, set()).add(function)
    found, seen, pending = set(), {symbol}, [symbol]
    while pending:
        for caller in callers.get(pending.pop(), ()):
            if caller in seen:
                continue
            seen.add(caller)
            if APP_SYMBOL.match(caller):
                found.add(caller)
            else:
                pending.append(caller)
    return sorted(found)


def readable(symbols, demangle):
    """The symbols as Swift writes them, by `swift-demangle`."""
    if not symbols:
        return []
    result = subprocess.run([demangle], input="\n".join(symbols) + "\n", stdout=subprocess.PIPE, text=True)
    names = result.stdout.splitlines() if result.returncode == 0 else []
    return names if len(names) == len(symbols) else list(symbols)


def functions_asking_for(objects, symbols, objdump, demangle):
    """The app's functions, readable, from which the objects' code reaches any of `symbols`; empty when
    the tools are missing or find none."""
    found = set()
    for path in objects:
        try:
            listing = subprocess.run([objdump, "-d", "-r", path], stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True)
        except OSError:
            return []
        calls = call_graph(listing.stdout)
        for symbol in symbols:
            found.update(app_callers(calls, symbol))
    return readable(sorted(found), demangle)
