"""scripts/serve.py: the headers every page gets, the strict Content-Security-Policy first."""

import os
import shutil
import subprocess
import sys
import tempfile
import threading
import unittest
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.join(HERE, "..", "..", "scripts")
sys.path.insert(0, SCRIPTS)
import serve  # noqa: E402

STRICT = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; connect-src 'self'; "
          "img-src 'self' data:; font-src 'self'; require-trusted-types-for 'script'; trusted-types vdom; "
          "base-uri 'none'; form-action 'self'; frame-ancestors 'none'")


class ServeTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.root)
        with open(os.path.join(self.root, "index.html"), "w") as page:
            page.write("<!doctype html><title>t</title>")
        with open(os.path.join(self.root, "app.wasm"), "wb") as module:
            module.write(b"\0asm\1\0\0\0")

    def get(self, path, **options):
        server = serve.make_server(self.root, 0, quiet=True, **options)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.addCleanup(server.server_close)
        self.addCleanup(server.shutdown)
        with urllib.request.urlopen(f"http://127.0.0.1:{server.server_address[1]}{path}") as response:
            return response.headers

    def test_every_response_has_the_strict_policy_by_default(self):
        for path in ("/", "/app.wasm"):
            headers = self.get(path)
            self.assertEqual(headers.get_all("Content-Security-Policy"), [STRICT])
            self.assertEqual(headers["Cross-Origin-Opener-Policy"], "same-origin")
            self.assertEqual(headers["Cross-Origin-Embedder-Policy"], "require-corp")
        self.assertEqual(self.get("/app.wasm")["Content-Type"], "application/wasm")

    def test_a_policy_of_its_own_or_none(self):
        self.assertEqual(self.get("/", csp="default-src 'self'").get_all("Content-Security-Policy"), ["default-src 'self'"])
        self.assertIsNone(self.get("/", csp="")["Content-Security-Policy"])
        self.assertEqual(self.get("/")["X-Content-Type-Options"], "nosniff")

    def test_the_command_line_names_the_option(self):
        usage = subprocess.run([sys.executable, os.path.join(SCRIPTS, "serve.py"), "--help"],
                               capture_output=True, text=True, check=True).stdout
        self.assertIn("--csp POLICY", usage)


if __name__ == "__main__":
    unittest.main()
