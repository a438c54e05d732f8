#!/usr/bin/python3
"""Runs the Chromium tests: every function named test_… in every file named test_….py in this folder,
on the harness of harness.py, which says how they are found and run.

    /usr/bin/python3 Tests/Chromium/run.py                         every test
    /usr/bin/python3 Tests/Chromium/run.py test_todos              the tests of one file
    /usr/bin/python3 Tests/Chromium/run.py foreign                 the tests whose name contains `foreign`
    /usr/bin/python3 Tests/Chromium/run.py test_counter -k focus   the tests of a file whose name contains `focus`
    /usr/bin/python3 Tests/Chromium/run.py --list                  the tests, by file, none run

`make test-chromium` builds the pages, the fixture and the fuzzers' tools, then runs every test; once
they are built, this runs any of them again. Selenium comes from Debian's python3-selenium, which only
Debian's own Python has.
"""

import sys

import harness

if __name__ == "__main__":
    sys.exit(harness.main(sys.argv[1:]))
