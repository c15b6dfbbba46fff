"""GNU dbm databases (dbm.gnu): the C module _gdbm, which Specializer does not have, so
importing this module raises ImportError, as in a CPython built without GNU dbm."""

from _gdbm import *
