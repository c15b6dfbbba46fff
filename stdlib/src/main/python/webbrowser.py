"""Interfaces for launching and remotely controlling web browsers.

Specializer's own implementation of the standard library's webbrowser module: the package
Lib comes from ships a replacement for a browser runtime instead of CPython's module. The
interface is CPython 3.13's: open(), open_new(), open_new_tab(), get(), register(), the
browser controller classes with the command lines CPython gives each browser, the BROWSER
environment variable, and ``python -m webbrowser [-n | -t] url``.
"""

import os
import shlex
import shutil
import subprocess
import sys
import threading

__all__ = ["Error", "open", "open_new", "open_new_tab", "get", "register"]


class Error(Exception):
    pass


_lock = threading.RLock()
# lower-case name -> [constructor or None, instance or None]
_browsers = {}
# the names get() tries, in order; None until the platform's browsers are registered
_tryorder = None
# the desktop's default browser (xdg-settings), registered first when found
_os_preferred_browser = None


def register(name, klass, instance=None, *, preferred=False):
    """Register a browser connector."""
    with _lock:
        _register_once()
        _browsers[name.lower()] = [klass, instance]
        first = preferred or (_os_preferred_browser is not None
                              and f"{name}.desktop" in _os_preferred_browser)
        if first:
            _tryorder.insert(0, name)
        else:
            _tryorder.append(name)


def _register_once():
    """Register the platform's browsers, the first time one is needed."""
    if _tryorder is None:
        with _lock:
            if _tryorder is None:
                register_standard_browsers()


def get(using=None):
    """Return a browser launcher instance appropriate for the environment."""
    _register_once()
    candidates = [using] if using is not None else _tryorder
    for candidate in candidates:
        if '%s' in candidate:
            # a command line of the user's: the program, then its arguments
            words = shlex.split(candidate)
            if words[-1] == '&':
                return BackgroundBrowser(words[:-1])
            return GenericBrowser(words)
        entry = _browsers.get(candidate.lower())
        if entry is None:
            entry = _synthesize(candidate)
        constructor, instance = entry
        if instance is not None:
            return instance
        if constructor is not None:
            return constructor()
    raise Error("could not locate runnable browser")


def open(url, new=0, autoraise=True):
    """Display url using the default browser.

    If possible, open url in a location determined by new: 0 the same browser window,
    1 a new window, 2 a new tab. If autoraise is true, the window is raised if possible.
    """
    _register_once()
    for name in _tryorder:
        browser = get(name)
        if browser.open(url, new, autoraise):
            return True
    return False


def open_new(url):
    """Open url in a new window of the default browser."""
    return open(url, 1)


def open_new_tab(url):
    """Open url in a new tab of the default browser."""
    return open(url, 2)


def _synthesize(browser, *, preferred=False):
    """A controller for a browser given by its path or command line, made from the one
    registered under the program's name: [None, controller], or [None, None]."""
    command = browser.split()[0]
    if not shutil.which(command):
        return [None, None]
    program = os.path.basename(command)
    entry = _browsers.get(program.lower())
    if entry is None:
        return [None, None]
    controller = entry[1]
    if controller is not None and program.lower() == controller.basename:
        import copy
        controller = copy.copy(controller)
        controller.name = browser
        controller.basename = os.path.basename(browser)
        register(browser, None, instance=controller, preferred=preferred)
        return [None, controller]
    return [None, None]


# ---------------------------------------------------------------------- controllers

class BaseBrowser:
    """Parent class of all browsers. Do not use directly."""

    args = ['%s']

    def __init__(self, name=""):
        self.name = name
        self.basename = name

    def open(self, url, new=0, autoraise=True):
        raise NotImplementedError

    def open_new(self, url):
        return self.open(url, 1)

    def open_new_tab(self, url):
        return self.open(url, 2)


class GenericBrowser(BaseBrowser):
    """A browser run as a command line, the URL in place of %s (appended when there is no
    %s), waited for."""

    def __init__(self, name):
        if isinstance(name, str):
            self.name = name
            self.args = ["%s"]
        else:
            # a command line: the program and its arguments
            self.name = name[0]
            self.args = name[1:]
        self.basename = os.path.basename(self.name)

    def _command(self, url):
        return [self.name] + [arg.replace("%s", url) for arg in self.args]

    def open(self, url, new=0, autoraise=True):
        sys.audit("webbrowser.open", url)
        try:
            process = subprocess.Popen(self._command(url), close_fds=True)
            return not process.wait()
        except OSError:
            return False


class BackgroundBrowser(GenericBrowser):
    """A browser run as a command line in the background, not waited for."""

    def open(self, url, new=0, autoraise=True):
        sys.audit("webbrowser.open", url)
        try:
            process = subprocess.Popen(self._command(url), close_fds=True,
                                       start_new_session=True)
            return process.poll() is None
        except OSError:
            return False


class UnixBrowser(BaseBrowser):
    """A browser with a remote-control command line: the running browser is asked to show
    the URL (remote_args, with %action replaced by the action for new), and when that
    fails the browser is started with args."""

    raise_opts = None       # [option when not raising, option when raising]
    background = False
    redirect_stdout = True
    remote_args = ['%action', '%s']
    remote_action = None
    remote_action_newwin = None
    remote_action_newtab = None

    def _invoke(self, args, remote, autoraise, url=None):
        raise_opt = []
        if remote and self.raise_opts:
            option = self.raise_opts[int(autoraise)]
            if option:
                raise_opt = [option]
        command = [self.name] + raise_opt + args
        # a remote command or a browser left running reads nothing and writes nowhere
        quiet = subprocess.DEVNULL if remote or self.background else None
        process = subprocess.Popen(command, close_fds=True, stdin=quiet,
                                   stdout=(self.redirect_stdout and quiet) or None,
                                   stderr=quiet, start_new_session=True)
        if remote:
            # a remote command ends soon, unless it became the browser itself
            try:
                return not process.wait(5)
            except subprocess.TimeoutExpired:
                return True
        if self.background:
            return process.poll() is None
        return not process.wait()

    def open(self, url, new=0, autoraise=True):
        sys.audit("webbrowser.open", url)
        if new == 0:
            action = self.remote_action
        elif new == 1:
            action = self.remote_action_newwin
        elif new == 2:
            action = self.remote_action_newtab
            if action is None:
                action = self.remote_action_newwin
        else:
            raise Error("Bad 'new' parameter to open(); "
                        f"expected 0, 1, or 2, got {new}")
        args = [arg.replace("%s", url).replace("%action", action or "")
                for arg in self.remote_args]
        args = [arg for arg in args if arg]
        try:
            if self._invoke(args, True, autoraise, url):
                return True
            return self._invoke([arg.replace("%s", url) for arg in self.args], False, False)
        except OSError:
            return False


class Mozilla(UnixBrowser):
    """Firefox and the other browsers of Mozilla's code."""

    remote_action = ""
    remote_action_newwin = "-new-window"
    remote_action_newtab = "-new-tab"
    background = True


class Epiphany(UnixBrowser):
    """GNOME's Web (Epiphany)."""

    raise_opts = ["-noraise", ""]
    remote_action = "-n"
    remote_action_newwin = "-w"
    background = True


class _NewWindowOption(UnixBrowser):
    """A browser told --new-window for a new window, the URL alone otherwise."""

    remote_action = ""
    remote_action_newwin = "--new-window"
    remote_action_newtab = ""
    background = True


class Chrome(_NewWindowOption):
    """Google Chrome and Chromium."""


Chromium = Chrome


class Opera(_NewWindowOption):
    """Opera."""


class Elinks(UnixBrowser):
    """ELinks, remote-controlled through -remote openURL(...)."""

    remote_args = ['-remote', 'openURL(%s%action)']
    remote_action = ""
    remote_action_newwin = ",new-window"
    remote_action_newtab = ",new-tab"
    background = False
    # elinks writes to its terminal, which it needs
    redirect_stdout = False


class Edge(_NewWindowOption):
    """Microsoft Edge."""


class Konqueror(BaseBrowser):
    """KDE's Konqueror, through kfmclient (or konqueror, or kfm)."""

    def open(self, url, new=0, autoraise=True):
        sys.audit("webbrowser.open", url)
        action = "newTab" if new == 2 else "openURL"
        quiet = subprocess.DEVNULL
        for command in (["kfmclient", action, url], ["konqueror", "--silent", url],
                        ["kfm", "-d", url]):
            try:
                process = subprocess.Popen(command, close_fds=True, stdin=quiet,
                                           stdout=quiet, stderr=quiet,
                                           start_new_session=True)
            except OSError:
                continue
            if command[0] == "kfmclient":
                return not process.wait()
            return process.poll() is None
        return False


class MacOSXOSAScript(BaseBrowser):
    """The default browser of macOS, or a named one, through osascript."""

    def __init__(self, name='default'):
        super().__init__(name)

    def open(self, url, new=0, autoraise=True):
        sys.audit("webbrowser.open", url)
        quoted = url.replace('"', '%22')
        if self.name == 'default':
            script = f'open location "{quoted}"'
        else:
            script = (f'tell application "{self.name}"\n'
                      '    activate\n'
                      f'    open location "{quoted}"\n'
                      'end tell')
        try:
            osascript = subprocess.Popen(["osascript"], stdin=subprocess.PIPE,
                                         text=True)
        except OSError:
            return False
        osascript.communicate(script)
        return not osascript.returncode


# ---------------------------------------------------------------------- registration

def register_X_browsers():
    """The graphical browsers found on the PATH, the desktop's tools first."""
    # the desktop's own opener, then the system's choice of browser
    if shutil.which("xdg-open"):
        register("xdg-open", None, BackgroundBrowser("xdg-open"))
    if shutil.which("gio"):
        register("gio", None, BackgroundBrowser(["gio", "open", "--", "%s"]))
    session = os.environ.get("XDG_CURRENT_DESKTOP", "") + os.environ.get(
        "DESKTOP_SESSION", "")
    if os.environ.get("GNOME_DESKTOP_SESSION_ID") and shutil.which("gvfs-open"):
        register("gvfs-open", None, BackgroundBrowser("gvfs-open"))
    if shutil.which("x-www-browser"):
        register("x-www-browser", None, BackgroundBrowser("x-www-browser"))
    for name in ("firefox", "iceweasel", "seamonkey", "mozilla-firefox", "mozilla"):
        if shutil.which(name):
            register(name, None, Mozilla(name))
    if os.environ.get("KDE_FULL_SESSION") or "KDE" in session.upper():
        if shutil.which("kfmclient"):
            register("kfmclient", Konqueror, Konqueror("kfmclient"))
    for name in ("google-chrome", "chrome", "chromium", "chromium-browser"):
        if shutil.which(name):
            register(name, None, Chrome(name))
    if shutil.which("opera"):
        register("opera", None, Opera("opera"))
    if shutil.which("microsoft-edge"):
        register("microsoft-edge", None, Edge("microsoft-edge"))
    if shutil.which("epiphany"):
        register("epiphany", None, Epiphany("epiphany"))


def register_standard_browsers():
    """Register the browsers of this platform, then those the BROWSER variable names."""
    global _tryorder, _os_preferred_browser
    _tryorder = []
    if sys.platform == 'darwin':
        register("MacOSX", None, MacOSXOSAScript('default'))
        register("chrome", None, MacOSXOSAScript('google chrome'))
        register("firefox", None, MacOSXOSAScript('firefox'))
        register("safari", None, MacOSXOSAScript('safari'))
    else:
        if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
            try:
                out = subprocess.check_output(["xdg-settings", "get", "default-web-browser"],
                                              stderr=subprocess.DEVNULL)
            except (OSError, subprocess.CalledProcessError):
                pass
            else:
                _os_preferred_browser = out.decode().strip()
            register_X_browsers()
        if os.environ.get("TERM"):
            # text browsers, for a terminal
            if shutil.which("www-browser"):
                register("www-browser", None, GenericBrowser("www-browser"))
            if shutil.which("links"):
                register("links", None, GenericBrowser("links"))
            if shutil.which("elinks"):
                register("elinks", None, Elinks("elinks"))
            if shutil.which("lynx"):
                register("lynx", None, GenericBrowser("lynx"))
            if shutil.which("w3m"):
                register("w3m", None, GenericBrowser("w3m"))
    # BROWSER: the user's choices, first listed tried first
    if "BROWSER" in os.environ:
        for choice in reversed(os.environ["BROWSER"].split(os.pathsep)):
            if choice and not any(c in choice for c in " \t"):
                entry = _browsers.get(choice.lower())
                if entry is not None and not isinstance(entry[1], GenericBrowser):
                    # a registered browser with a controller of its own
                    _tryorder.insert(0, choice.lower())
                    continue
            if choice:
                if _synthesize(choice, preferred=True)[1] is None:
                    register(choice, None, GenericBrowser(choice), preferred=True)


# ---------------------------------------------------------------------- command line

def parse_args(arg_list=None):
    import argparse
    parser = argparse.ArgumentParser(description="Open URL in a web browser.")
    parser.add_argument("url", help="URL to open")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("-n", "--new-window", action="store_const", const=1, default=0,
                       dest="new_win", help="open new window")
    where.add_argument("-t", "--new-tab", action="store_const", const=2, default=0,
                       dest="new_win", help="open new tab")
    return parser.parse_args(arg_list)


def main(arg_list=None):
    args = parse_args(arg_list)
    open(args.url, args.new_win)
    print("\a")


if __name__ == "__main__":
    main()
