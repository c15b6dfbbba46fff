"""Generic interface to the "dbm" family of key-value databases.

    import dbm
    with dbm.open(path, 'c') as db:
        db[b'key'] = b'value'

open() picks the implementation a file was made with (whichdb()), or for a new file the
first one that imports of dbm.sqlite3, dbm.gnu, dbm.ndbm and dbm.dumb. Flags: 'r' read an
existing database (the default), 'w' read and write an existing one, 'c' read and write,
creating it if needed, 'n' always a new, empty one.

This package is Specializer's own: the Lib archive it ships with has no dbm.  Only
dbm.dumb, in pure Python, is available; dbm.gnu and dbm.ndbm need the C libraries
(_gdbm, _dbm) and dbm.sqlite3 the sqlite3 module, which this interpreter lacks.
"""

import io
import os
import struct
import sys


class error(Exception):
    pass


_names = ['dbm.sqlite3', 'dbm.gnu', 'dbm.ndbm', 'dbm.dumb']
_defaultmod = None
_modules = {}

# what callers catch: the package's own error, and the OSError every module raises
error = (error, OSError)

try:
    from dbm import ndbm
except ImportError:
    ndbm = None


def _load_modules():
    global _defaultmod
    for name in _names:
        try:
            module = __import__(name, fromlist=['open'])
        except ImportError:
            continue
        if _defaultmod is None:
            _defaultmod = module
        _modules[name] = module
    if _defaultmod is None:
        raise ImportError("no dbm clone found; tried %s" % _names)


def open(file, flag='r', mode=0o666):
    """Open the database `file` (a path) with `flag` ('r', 'w', 'c' or 'n'); `mode` gives
    the permission bits of files created, less the umask."""
    if _defaultmod is None:
        _load_modules()
    kind = whichdb(file) if 'n' not in flag else None
    if kind is None:
        if 'c' not in flag and 'n' not in flag:
            raise error[0]("db file doesn't exist; use 'c' or 'n' flag to create a new db")
        module = _defaultmod
    elif kind == "":
        raise error[0]("db type could not be determined")
    elif kind not in _modules:
        raise error[0]("db type is {0}, but the module is not available".format(kind))
    else:
        module = _modules[kind]
    return module.open(file, flag, mode)


# the first four bytes of a GNU dbm file, in the byte order of the machine that wrote it
_GDBM_MAGICS = (0x13579ace, 0x13579acd, 0x13579acf)


def _readable(path):
    try:
        with io.open(path, 'rb'):
            return True
    except OSError:
        return False


def whichdb(filename):
    """The name of the module that made the database `filename` ("dbm.dumb", ...), "" when
    the file is there but of no known kind, None when it cannot be read or is not there."""
    base = os.fsencode(filename)
    # ndbm: a .pag file beside a .dir file, or (Berkeley DB's emulation) a .db file
    if _readable(base + b'.pag') and _readable(base + b'.dir'):
        return "dbm.ndbm"
    if _readable(base + b'.db') and ndbm is not None:
        try:
            ndbm.open(base).close()
            return "dbm.ndbm"
        except OSError:
            pass
    # dumb: a .dat file, and a .dir index that is empty or starts with a quoted key
    try:
        os.stat(base + b'.dat')
        if os.stat(base + b'.dir').st_size == 0:
            return "dbm.dumb"
        with io.open(base + b'.dir', 'rb') as index:
            if index.read(1) in (b"'", b'"'):
                return "dbm.dumb"
    except OSError:
        pass
    # otherwise the file itself, by its first bytes
    try:
        f = io.open(base, 'rb')
    except OSError:
        return None
    with f:
        head = f.read(16)
    if len(head) < 4:
        return ""
    if head == b"SQLite format 3\0":
        return "dbm.sqlite3"
    if struct.unpack("=l", head[:4])[0] in _GDBM_MAGICS:
        return "dbm.gnu"
    return ""


if __name__ == "__main__":
    for name in sys.argv[1:]:
        print(whichdb(name) or "UNKNOWN", name)
