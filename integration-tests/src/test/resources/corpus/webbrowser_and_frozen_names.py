# webbrowser's controllers and the command lines they run (Popen replaced), its registry and
# command line; the file names of the standard library's modules and of the code CPython
# freezes, as tracebacks and inspect see them.
import collections.abc
import inspect
import io
import json
import os
import subprocess
import sys
import traceback
import webbrowser
from contextlib import redirect_stderr
from unittest import mock

URL = "https://www.example.com/a b"


class FakePopen:
    calls = []

    def __init__(self, args, **kwargs):
        FakePopen.calls.append(list(args))
        self.returncode = 0

    def wait(self, timeout=None):
        return 0

    def poll(self):
        return None


with mock.patch.object(subprocess, "Popen", FakePopen):
    for cls in (webbrowser.GenericBrowser, webbrowser.BackgroundBrowser, webbrowser.Chrome,
                webbrowser.Chromium, webbrowser.Edge, webbrowser.Mozilla,
                webbrowser.Epiphany, webbrowser.Opera, webbrowser.Elinks):
        browser = cls("prog")
        results = []
        for method, kwargs in (("open", {}), ("open", {"autoraise": False}),
                               ("open_new", {}), ("open_new_tab", {})):
            FakePopen.calls.clear()
            results.append(getattr(browser, method)(URL, **kwargs))
            print(cls.__name__, method, kwargs, FakePopen.calls)
        print(" ", results)
    try:
        webbrowser.Chrome("prog").open(URL, new=999)
    except webbrowser.Error as e:
        print("Error:", e)
    FakePopen.calls.clear()
    webbrowser.GenericBrowser(["prog", "--flag", "%s", "x%sy"]).open("U")
    print(FakePopen.calls)

# the registry: names in the order get() tries them, the preferred first
saved = webbrowser._tryorder, webbrowser._browsers
webbrowser._tryorder, webbrowser._browsers = [], {}


class Example:
    pass


webbrowser.register("Example1", Example)
instance = Example()
webbrowser.register("example2", Example, instance, preferred=True)
print(webbrowser._tryorder, sorted(webbrowser._browsers))
print(webbrowser.get() is instance, type(webbrowser.get("example1")).__name__)
try:
    webbrowser.get("no-such-browser-anywhere")
except webbrowser.Error as e:
    print("Error:", e)
print(type(webbrowser.get("prog %s")).__name__, webbrowser.get("prog %s &").args)
webbrowser._tryorder, webbrowser._browsers = saved

# the command line
for line in (["https://example.com"], ["-n", "u"], ["u", "--new-tab"]):
    args = webbrowser.parse_args(line)
    print(args.url, args.new_win)
for line in (["u", "-n", "-t"], ["u", "--new"]):
    err = io.StringIO()
    with redirect_stderr(err):
        try:
            webbrowser.parse_args(line)
        except SystemExit as e:
            print("exit", e.code, err.getvalue().splitlines()[-1].split("error: ")[1])
with mock.patch("webbrowser.open") as opened, mock.patch("builtins.print"):
    webbrowser.main(["-t", "u"])
print(opened.call_args)

# the standard library's modules name their sources; what CPython freezes names its code
# "<frozen NAME>", so that tracebacks show no source line for it
print(json.__file__.endswith(os.path.join("json", "__init__.py")),
      webbrowser.__file__.endswith("webbrowser.py"))
try:
    os.environ["SPECIALIZER_SURELY_UNSET"]
except KeyError:
    last = traceback.extract_tb(sys.exc_info()[2])[-1]
    print(last.filename, last.name, repr(last.line))
print(os.walk.__code__.co_filename)
print(inspect.getsource(collections.abc.Sized).splitlines()[0])
try:
    inspect.getsource(os.walk)
except OSError as e:
    print("OSError:", e)
