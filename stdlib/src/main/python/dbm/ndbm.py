"""ndbm databases (dbm.ndbm): the C module _dbm, which Specializer does not have, so
importing this module raises ImportError, as in a CPython built without ndbm."""

from _dbm import *
