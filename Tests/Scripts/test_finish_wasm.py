"""scripts/finish-wasm.py on small modules built here byte by byte."""

import importlib.util
import os
import sys
import unittest

from wasm_bytes import HEADER, custom, leb, name_section, section

HERE = os.path.dirname(os.path.abspath(__file__))
# The script imports the module reader beside it.
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
spec = importlib.util.spec_from_file_location("finish_wasm", os.path.join(HERE, "..", "..", "scripts", "finish-wasm.py"))
finish_wasm = importlib.util.module_from_spec(spec)
spec.loader.exec_module(finish_wasm)


def data_section(segments):
    body = leb(len(segments))
    for offset, content in segments:
        body += b"\x00\x41" + leb(offset) + b"\x0b" + leb(len(content)) + content
    return section(11, body)


HASHES = bytes(range(0xA0, 0xC0))
MEMORY = section(5, b"\x01\x00\x01")


class FinishWasmTests(unittest.TestCase):
    def module(self, with_names=True):
        parts = [HEADER, MEMORY, data_section([(1024, b"kept text"), (2048, HASHES)]),
                 custom(".debug_info", b"\x01\x02"), custom("target_features", b"\x00")]
        if with_names:
            parts.append(name_section(9, [".rodata", ".swift_modhash"]))
        return b"".join(parts)

    def test_the_module_hashes_are_zeroed_and_the_rest_kept(self):
        finished = finish_wasm.finish(self.module())
        expected = b"".join([HEADER, MEMORY, data_section([(1024, b"kept text"), (2048, bytes(len(HASHES)))]),
                             custom("target_features", b"\x00")])
        self.assertEqual(finished, expected)

    def test_a_module_without_names_is_refused(self):
        with self.assertRaises(SystemExit) as refusal:
            finish_wasm.finish(self.module(with_names=False))
        self.assertEqual(str(refusal.exception),
                         "finish-wasm: the module has no name section (was it linked with --strip-debug?)")


if __name__ == "__main__":
    unittest.main()
