# Warm-up against steady state: runs a bench program's bench(n) several times in one process
# and prints each run's time, so that the first run (compilation included) can be told from
# the later ones. Runs under CPython and Specializer alike:
#   ./specializer run tools/bench_repeat.py ../shared/bench/deltablue.py [N] [RUNS]
#   python3 tools/bench_repeat.py ../shared/bench/deltablue.py [N] [RUNS]
# N defaults to the program's own default size (its main() reads it from sys.argv[1]); RUNS
# to 5. The program's module is imported, not run as __main__, so only bench() is timed.
import importlib.util
import os
import sys
import time


def default_size(path):
    """The size the program's main() uses without an argument ('else N' on its argv line)."""
    with open(path) as f:
        for line in f:
            if "sys.argv[1]" in line and " else " in line:
                return int(line.rsplit(" else ", 1)[1].split()[0])
    raise SystemExit(f"{path}: no default size found; give N")


def main():
    if len(sys.argv) < 2:
        raise SystemExit("usage: bench_repeat.py PROGRAM.py [N] [RUNS]")
    path = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else default_size(path)
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    name = os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        module.bench(n)
        times.append(time.perf_counter() - t0)
    print(f"{name} n={n}: " + " ".join(f"{t:.3f}" for t in times)
          + f" s (first {times[0]:.3f}, best later "
          + (f"{min(times[1:]):.3f})" if len(times) > 1 else "-)"))


if __name__ == "__main__":
    main()
