"""A small Chrome DevTools Protocol client over `--remote-debugging-pipe` (Python standard library only).

Chromium reads NUL-terminated JSON messages on file descriptor 3 and writes its own on descriptor 4, so no
WebSocket is needed. Tabs are attached with flat sessions: every message carries its `sessionId`.
"""

import json
import os
import shutil
import subprocess
import tempfile
import threading
import time

CHROMIUM_FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--disable-sync",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-default-apps",
    "--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider",
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
    "--js-flags=--expose-gc",
    "--enable-features=ForceEagerMeasureMemory",
    "--window-size=1280,800",
]


class ProtocolError(Exception):
    pass


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("chromium is not installed: apt-get install -y chromium")


class Browser:
    """One Chromium process. Use as a context manager so the process and its profile go away."""

    def __init__(self, extra_flags=()):
        self.profile = tempfile.mkdtemp(prefix="bench-chromium-")
        to_chrome_read, to_chrome_write = os.pipe()
        from_chrome_read, from_chrome_write = os.pipe()

        def wire_pipes():
            # Park both ends high first, so placing them at 3 and 4 cannot overwrite one another.
            os.dup2(to_chrome_read, 100)
            os.dup2(from_chrome_write, 101)
            os.dup2(100, 3)
            os.dup2(101, 4)

        args = [find_chromium(), *CHROMIUM_FLAGS, *extra_flags, "--remote-debugging-pipe",
                f"--user-data-dir={self.profile}", "about:blank"]
        self.process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, preexec_fn=wire_pipes, pass_fds=(3, 4))
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self.writer = os.fdopen(to_chrome_write, "wb", buffering=0)
        self.reader = os.fdopen(from_chrome_read, "rb", buffering=0)
        self.lock = threading.Condition()
        self.next_id = 0
        self.results = {}
        self.events = {}  # sessionId (None for the browser) -> list of (method, params)
        self.closed = False
        threading.Thread(target=self.read_loop, daemon=True).start()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def read_loop(self):
        buffer = b""
        while True:
            chunk = self.reader.read(1 << 20)
            if not chunk:
                break
            buffer += chunk
            while True:
                end = buffer.find(b"\0")
                if end < 0:
                    break
                message = json.loads(buffer[:end])
                buffer = buffer[end + 1:]
                with self.lock:
                    if "id" in message:
                        self.results[message["id"]] = message
                    else:
                        session = message.get("sessionId")
                        self.events.setdefault(session, []).append((message["method"], message.get("params", {})))
                    self.lock.notify_all()
        with self.lock:
            self.closed = True
            self.lock.notify_all()

    def send(self, method, params=None, session=None, timeout=60):
        with self.lock:
            self.next_id += 1
            ident = self.next_id
        message = {"id": ident, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.writer.write(json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        with self.lock:
            while ident not in self.results:
                if self.closed:
                    raise ProtocolError(f"{method}: browser closed")
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise ProtocolError(f"{method}: no answer in {timeout} s")
                self.lock.wait(remaining)
            answer = self.results.pop(ident)
        if "error" in answer:
            raise ProtocolError(f"{method}: {answer['error'].get('message')}")
        return answer.get("result", {})

    def wait_event(self, method, session=None, start=0, timeout=60):
        """Waits for `method` among the session's events from index `start`; returns (index, params)."""
        deadline = time.monotonic() + timeout
        with self.lock:
            while True:
                events = self.events.get(session, [])
                for index in range(start, len(events)):
                    if events[index][0] == method:
                        return index, events[index][1]
                remaining = deadline - time.monotonic()
                if remaining <= 0 or self.closed:
                    raise ProtocolError(f"no {method} within {timeout} s")
                self.lock.wait(remaining)

    def event_count(self, session=None):
        with self.lock:
            return len(self.events.get(session, []))

    def take_events(self, session, start=0):
        with self.lock:
            return list(self.events.get(session, [])[start:])

    def forget(self, session):
        with self.lock:
            self.events.pop(session, None)

    def tab(self, url, ready="document.readyState === 'complete'", first_script=None):
        return Tab(self, url, ready, first_script)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except (ProtocolError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


class Tab:
    """A new tab, loaded and idle: its load event fired, `ready` holds and the network was quiet for 500 ms
    (the benchmark's `networkidle0`). `first_script`, if given, runs in the page before any of its own."""

    def __init__(self, browser, url, ready, first_script=None):
        self.browser = browser
        self.target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.send("Target.attachToTarget", {"targetId": self.target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Network"):
            self.send(f"{domain}.enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})
        if first_script:
            self.send("Page.addScriptToEvaluateOnNewDocument", {"source": first_script})
        start = browser.event_count(self.session)
        self.send("Page.navigate", {"url": url})
        browser.wait_event("Page.loadEventFired", self.session, start, timeout=60)
        self.wait_until(ready, timeout=60)
        self.wait_network_idle(start)

    def send(self, method, params=None, timeout=120):
        return self.browser.send(method, params, self.session, timeout)

    def wait_network_idle(self, start, quiet=0.5, timeout=30):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pending = set()
            for method, params in self.browser.take_events(self.session, start):
                if method == "Network.requestWillBeSent":
                    pending.add(params["requestId"])
                elif method in ("Network.loadingFinished", "Network.loadingFailed"):
                    pending.discard(params["requestId"])
            count = self.browser.event_count(self.session)
            if not pending:
                time.sleep(quiet)
                if self.browser.event_count(self.session) == count:
                    return
            else:
                time.sleep(0.05)
        raise ProtocolError("network never went idle")

    def evaluate(self, expression, await_promise=False):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": await_promise})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise ProtocolError(f"{expression[:80]}: {text}")
        return result["result"].get("value")

    def wait_until(self, condition, timeout=60, interval=0.01):
        """Polls a JavaScript condition until it is truthy."""
        deadline = time.monotonic() + timeout
        while True:
            if self.evaluate(f"!!({condition})"):
                return
            if time.monotonic() > deadline:
                raise ProtocolError(f"timed out waiting for {condition}")
            time.sleep(interval)

    def click(self, selector):
        """A real mouse click (press and release through the input pipeline) at the element's centre,
        scrolled into view first when it is outside the viewport."""
        box = self.evaluate(
            "(() => { const e = document.querySelector(%s); if (!e) return null;"
            " let r = e.getBoundingClientRect();"
            " if (r.top < 0 || r.bottom > innerHeight) { e.scrollIntoView({block: 'center'});"
            " r = e.getBoundingClientRect(); }"
            " return [r.left + r.width / 2, r.top + r.height / 2]; })()" % json.dumps(selector))
        if box is None:
            raise ProtocolError(f"nothing matches {selector}")
        x, y = box
        self.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
        self.send("Input.dispatchMouseEvent",
                  {"type": "mousePressed", "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1})
        self.send("Input.dispatchMouseEvent",
                  {"type": "mouseReleased", "x": x, "y": y, "button": "left", "buttons": 0, "clickCount": 1})

    def close(self):
        try:
            self.browser.send("Target.closeTarget", {"targetId": self.target}, timeout=10)
        except ProtocolError:
            pass
        self.browser.forget(self.session)
