"""The call graph that names the app's function behind a symbol the link could not resolve."""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
import link_callers  # noqa: E402

LISTING = """\
00000001 <sameName>:
\t\t\t0000000c:  R_WASM_FUNCTION_INDEX_LEB\t$e4Shop8sameNameySbSi_SitF+0
00000015 <$e4Shop8sameNameySbSi_SitF>:
\t\t\t0000003d:  R_WASM_FUNCTION_INDEX_LEB\t$es27_stringCompareWithSmolCheck+0
\t\t\t0000009f:  R_WASM_FUNCTION_INDEX_LEB\tswift_retain+0
0000039b <$es27_stringCompareWithSmolCheck>:
\t\t\t000004c5:  R_WASM_FUNCTION_INDEX_LEB\t$es22_stringCompareInternal+0
00000500 <$es22_stringCompareInternal>:
\t\t\t00001269:  R_WASM_FUNCTION_INDEX_LEB\t_swift_stdlib_getNormData+0
\t\t\t00001282:  R_WASM_FUNCTION_INDEX_LEB\t$es22_stringCompareInternal+0
00000600 <$e4Shop6BasketC6sortedSaySSGyF>:
\t\t\t00000610:  R_WASM_FUNCTION_INDEX_LEB\t$es22_stringCompareInternal+0
00000700 <$e4Shop5totalSiyF>:
\t\t\t00000710:  R_WASM_FUNCTION_INDEX_LEB\tswift_retain+0
"""


class AppCallersTests(unittest.TestCase):
    def test_the_walk_stops_at_the_apps_functions(self):
        calls = link_callers.call_graph(LISTING)
        self.assertEqual(calls["$es22_stringCompareInternal"], {"_swift_stdlib_getNormData", "$es22_stringCompareInternal"})
        self.assertEqual(link_callers.app_callers(calls, "_swift_stdlib_getNormData"),
                         ["$e4Shop6BasketC6sortedSaySSGyF", "$e4Shop8sameNameySbSi_SitF"])

    def test_a_symbol_nothing_calls_has_no_callers(self):
        self.assertEqual(link_callers.app_callers(link_callers.call_graph(LISTING), "memcmp"), [])


if __name__ == "__main__":
    unittest.main()
