"""A package for the import corpus program: submodules, relative imports, package state."""
from .base import Shape, registry
from . import flat

VERSION = (1, 2)
loaded = ["shapes_pkg"]
