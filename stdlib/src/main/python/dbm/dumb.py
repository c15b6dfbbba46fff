"""A simple, slow, portable key-value database in pure Python (dbm.dumb).

A database `name` is three files: `name.dat` holds the values, each starting at a multiple
of 512 bytes; `name.dir` is the index, one line per key, `'key', (offset, size)` with the
key decoded as Latin-1; `name.bak` is the index as it was before the last full rewrite.
Keys and values are bytes, or str (stored as UTF-8). The index is kept in memory: a new key
appends its line to `name.dir` at once, and sync() or close() rewrites the whole index.
Space of deleted or shrunk values is not reused, and two processes must not write one
database at the same time.

This module is Specializer's own (the Lib archive it ships with has no dbm); it reads and
writes the files CPython's dbm.dumb does.
"""

import ast as _ast
import collections.abc
import io as _io
import os as _os

__all__ = ["error", "open"]

_BLOCKSIZE = 512

error = OSError

_CLOSED = "DBM object has already been closed"


class _Database(collections.abc.MutableMapping):
    # Methods that run from __del__ (close, sync) use only what the instance holds (its
    # _os, _io), not module globals, which may be gone at interpreter exit.
    _os = _os
    _io = _io

    def __init__(self, filebasename, mode, flag='c'):
        base = _os.fsencode(filebasename)
        self._mode = mode
        self._readonly = flag == 'r'
        self._dirfile = base + b'.dir'
        self._datfile = base + b'.dat'
        self._bakfile = base + b'.bak'
        self._index = None          # key -> (offset, size); None once closed
        self._modified = False
        self._create(flag)
        self._load_index(flag)

    def _create(self, flag):
        if flag == 'n':
            for path in (self._datfile, self._bakfile, self._dirfile):
                try:
                    _os.remove(path)
                except OSError:
                    pass
        try:
            _io.open(self._datfile, 'rb').close()
        except OSError:
            if flag not in ('c', 'n'):
                raise
            with _io.open(self._datfile, 'wb'):
                self._chmod(self._datfile)

    def _load_index(self, flag):
        index = {}
        try:
            f = _io.open(self._dirfile, 'r', encoding="Latin-1")
        except OSError:
            if flag not in ('c', 'n'):
                raise
            with _io.open(self._dirfile, 'w', encoding="Latin-1"):
                self._chmod(self._dirfile)
        else:
            with f:
                for line in f:
                    line = line.rstrip()
                    if not line:
                        continue
                    # literal_eval: the index is data, never code to run
                    key, place = _ast.literal_eval(line)
                    index[key.encode('Latin-1')] = place
        self._index = index

    def _commit(self):
        """Write the whole index again (the old one becomes name.bak), if it changed."""
        if self._index is None or not self._modified:
            return
        try:
            self._os.unlink(self._bakfile)
        except OSError:
            pass
        try:
            self._os.rename(self._dirfile, self._bakfile)
        except OSError:
            pass
        with self._io.open(self._dirfile, 'w', encoding="Latin-1") as f:
            self._chmod(self._dirfile)
            for key, place in self._index.items():
                f.write("%r, %r\n" % (key.decode('Latin-1'), place))
        self._modified = False

    sync = _commit

    def _chmod(self, path):
        self._os.chmod(path, self._mode)

    def _check_open(self):
        if self._index is None:
            raise error(_CLOSED)

    def _check_writable(self):
        if self._readonly:
            raise error('The database is opened for reading only')

    @staticmethod
    def _key(key):
        if isinstance(key, str):
            return key.encode('utf-8')
        return key

    def __getitem__(self, key):
        key = self._key(key)
        self._check_open()
        offset, size = self._index[key]
        with _io.open(self._datfile, 'rb') as f:
            f.seek(offset)
            return f.read(size)

    def _append_value(self, value):
        """Write `value` at the next block boundary at the end of the data file."""
        with _io.open(self._datfile, 'rb+') as f:
            end = f.seek(0, 2)
            offset = -(-end // _BLOCKSIZE) * _BLOCKSIZE
            f.write(b'\0' * (offset - end))
            f.write(value)
        return offset, len(value)

    def _overwrite_value(self, offset, value):
        with _io.open(self._datfile, 'rb+') as f:
            f.seek(offset)
            f.write(value)
        return offset, len(value)

    def _add_key(self, key, place):
        self._index[key] = place
        with _io.open(self._dirfile, 'a', encoding="Latin-1") as f:
            self._chmod(self._dirfile)
            f.write("%r, %r\n" % (key.decode("Latin-1"), place))

    def __setitem__(self, key, value):
        self._check_writable()
        if isinstance(key, str):
            key = key.encode('utf-8')
        elif not isinstance(key, (bytes, bytearray)):
            raise TypeError("keys must be bytes or strings")
        if isinstance(value, str):
            value = value.encode('utf-8')
        elif not isinstance(value, (bytes, bytearray)):
            raise TypeError("values must be bytes or strings")
        self._check_open()
        self._modified = True
        if key not in self._index:
            self._add_key(key, self._append_value(value))
            return
        offset, size = self._index[key]
        blocks_held = -(-size // _BLOCKSIZE)
        blocks_needed = -(-len(value) // _BLOCKSIZE)
        if blocks_needed <= blocks_held:
            self._index[key] = self._overwrite_value(offset, value)
        else:
            # the old value's blocks are left unused; the index line is rewritten at sync
            self._index[key] = self._append_value(value)

    def __delitem__(self, key):
        self._check_writable()
        key = self._key(key)
        self._check_open()
        self._modified = True
        del self._index[key]
        # the value's blocks are left unused; the index is rewritten now so that the key
        # does not come back if the program ends without closing the database
        self._commit()

    def keys(self):
        try:
            return list(self._index)
        except TypeError:
            raise error(_CLOSED) from None

    def items(self):
        self._check_open()
        return [(key, self[key]) for key in self._index]

    def __contains__(self, key):
        key = self._key(key)
        try:
            return key in self._index
        except TypeError:
            if self._index is None:
                raise error(_CLOSED) from None
            raise

    def __iter__(self):
        try:
            return iter(self._index)
        except TypeError:
            raise error(_CLOSED) from None

    iterkeys = __iter__

    def __len__(self):
        try:
            return len(self._index)
        except TypeError:
            raise error(_CLOSED) from None

    def clear(self):
        self._check_writable()
        self._check_open()
        if self._index:
            self._index.clear()
            self._modified = True
            self._commit()

    def close(self):
        try:
            self._commit()
        finally:
            self._index = self._datfile = self._dirfile = self._bakfile = None

    __del__ = close

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


def open(file, flag='c', mode=0o666):
    """Open the dumb database `file` (a path without suffix). `flag`: 'r' read only, 'w'
    read and write, 'c' create if needed (the default), 'n' always a new, empty one.
    `mode` gives the permission bits of the files created, less the process's umask."""
    try:
        umask = _os.umask(0)
        _os.umask(umask)
    except AttributeError:
        pass
    else:
        mode &= ~umask
    if flag not in ('r', 'w', 'c', 'n'):
        raise ValueError("Flag must be one of 'r', 'w', 'c', or 'n'")
    return _Database(file, mode, flag=flag)
