"""Run one of CPython's regression-test modules under Specializer with Lib's unittest.

Usage (by tools/cpython-tests.sh):  specializer run cpython_test_driver.py TEST_NAME
The folder holding CPython's ``test`` package must be on PYTHONPATH. Prints one line
``RESULT <name> <run> <passed> <failed> <errors> <skipped>`` after unittest's own output;
with SPECIALIZER_TEST_VERBOSE set, one line per test as unittest's verbose mode.
"""
import importlib
import os
import sys
import unittest


class CountingResult(unittest.TextTestResult):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.passed = 0

    def addSuccess(self, test):
        super().addSuccess(test)
        self.passed += 1


def main(name):
    verbosity = 2 if os.environ.get("SPECIALIZER_TEST_VERBOSE") else 0
    try:
        module = importlib.import_module("test." + name)
        loader = unittest.defaultTestLoader
        suite = loader.loadTestsFromModule(module)
    except unittest.SkipTest as e:
        print(f"module skipped: {e}")
        print(f"RESULT {name} 0 0 0 0 1")
        return 0
    except BaseException as e:
        import traceback
        traceback.print_exc()
        print(f"RESULT {name} 0 0 0 1 0 import-failed")
        return 1
    runner = unittest.TextTestRunner(stream=sys.stderr, verbosity=verbosity,
                                     resultclass=CountingResult)
    result = runner.run(suite)
    failed = len(result.failures) + len(result.unexpectedSuccesses)
    errors = len(result.errors)
    print(f"RESULT {name} {result.testsRun} {result.passed} {failed} {errors} "
          f"{len(result.skipped) + len(result.expectedFailures)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
