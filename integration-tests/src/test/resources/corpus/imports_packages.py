# Imports: packages, submodules, relative imports, aliases, star imports, module attributes.
import sys
import shapes_pkg
import shapes_pkg.solids as solids
from shapes_pkg.flat import Square, Circle as Disc
from shapes_pkg.solids import *
from shapes_pkg.solids.cube import origin

print(__name__, shapes_pkg.__name__, solids.__name__, shapes_pkg.VERSION)
print(sorted(shapes_pkg.registry))
print(Square(3).describe())
print(Disc(1).describe())
c = Cube(2)
print(c.describe())
print(volume_of(c), origin, "_private" in dir())
print("shapes_pkg.flat" in sys.modules, sys.modules["shapes_pkg.base"] is shapes_pkg.base)
print(shapes_pkg.solids is solids, type(shapes_pkg).__name__)
print(isinstance(shapes_pkg.flat.Square(1), shapes_pkg.Shape))
import shapes_pkg as again
print(again is shapes_pkg, again.loaded)
try:
    import shapes_pkg.missing
except ModuleNotFoundError as e:
    print("ModuleNotFoundError:", e, e.name)
try:
    from shapes_pkg import nothing_here
except ImportError as e:
    print("ImportError:", str(e).split(" (")[0])
try:
    import no_such_module_anywhere
except ImportError as e:
    print(type(e).__name__ + ":", e)
try:
    from math import no_such_function
except ImportError as e:
    print("ImportError:", str(e).split(" (")[0])
math_module = __import__("math")
print(math_module.sqrt(16), math_module.__name__)
from shapes_pkg import runnable
print(runnable.name_seen, runnable.ran_as_script, __name__ == "__main__")
print(sys.path[0] == __file__.rpartition("/")[0], __file__.endswith("imports_packages.py"))
print(runnable.__file__.endswith("shapes_pkg/runnable.py"), runnable.__package__)
