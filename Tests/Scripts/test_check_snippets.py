"""What the documentation's snippet check reads as a snippet, and how it places a compiler's error."""

import importlib.util
import os
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
spec = importlib.util.spec_from_file_location("check_snippets", os.path.join(ROOT, "scripts", "check-snippets.py"))
check_snippets = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_snippets)

DOC = """# A page

```swift
let a = 1
```

Prose.

<!-- partial -->
```swift
form { … }
```

```sh
make test
```

```swift
// swift-tools-version: 6.0
import PackageDescription
```
"""


class SnippetTests(unittest.TestCase):
    def test_swift_blocks_are_read_with_their_lines_and_partial_ones_skipped(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "page.md")
            with open(path, "w", encoding="utf-8") as file:
                file.write(DOC)
            found = check_snippets.snippets(path)
        self.assertEqual([(snippet.line, snippet.code) for snippet in found],
                         [(4, "let a = 1\n"), (19, "// swift-tools-version: 6.0\nimport PackageDescription\n")])
        self.assertEqual([snippet.is_manifest for snippet in found], [False, True])

    def test_a_snippet_follows_the_imports_and_its_context(self):
        snippet = check_snippets.Snippet("docs/page.md", 4, "let a = 1\n")
        code, offset = check_snippets.source(snippet, with_context=True)
        self.assertEqual(code.splitlines()[offset], "let a = 1")
        self.assertEqual(code.splitlines()[offset - 1], "import SnippetContext")
        code, offset = check_snippets.source(snippet, with_context=False)
        self.assertNotIn("SnippetContext", code)


if __name__ == "__main__":
    unittest.main()
