"""A job scheduler: enum, typing, functools, heapq, itertools, contextlib, operator, copy,
fractions, abc, weakref and pickle."""
import abc
import contextlib
import copy
import enum
import fractions
import functools
import heapq
import itertools
import operator
import pickle
import weakref
from typing import Callable, Generic, NamedTuple, Protocol, TypeVar

T = TypeVar("T")


class Priority(enum.IntEnum):
    LOW = 1
    NORMAL = 5
    HIGH = 9


class State(enum.Flag):
    NEW = enum.auto()
    RUNNING = enum.auto()
    DONE = enum.auto()
    ACTIVE = NEW | RUNNING


class Job(NamedTuple):
    name: str
    priority: Priority
    cost: fractions.Fraction


class Runner(Protocol):
    def run(self, job: Job) -> str: ...


class Base(abc.ABC):
    @abc.abstractmethod
    def run(self, job: Job) -> str: ...


class Printer(Base):
    def run(self, job):
        return f"ran {job.name} at {job.priority.name}"


class Queue(Generic[T]):
    def __init__(self):
        self._heap = []
        self._count = itertools.count()

    def push(self, item: T, key: int) -> None:
        heapq.heappush(self._heap, (-key, next(self._count), item))

    def pop(self) -> T:
        return heapq.heappop(self._heap)[-1]

    def __len__(self):
        return len(self._heap)


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@contextlib.contextmanager
def stage(name, log):
    log.append(f"enter {name}")
    try:
        yield name.upper()
    finally:
        log.append(f"exit {name}")


def main():
    jobs = [Job("build", Priority.HIGH, fractions.Fraction(3, 4)),
            Job("test", Priority.NORMAL, fractions.Fraction(1, 3)),
            Job("lint", Priority.LOW, fractions.Fraction(1, 6)),
            Job("deploy", Priority.HIGH, fractions.Fraction(5, 2))]
    q: Queue[Job] = Queue()
    for j in jobs:
        q.push(j, j.priority)
    runner = Printer()
    order = []
    while q:
        order.append(runner.run(q.pop()))
    print(order)
    print("total cost", sum(j.cost for j in jobs), max(jobs, key=operator.attrgetter("cost")).name)
    print(State.ACTIVE, State.NEW in State.ACTIVE, [s.name for s in State])
    print(Priority(5), Priority["HIGH"] > Priority.LOW, list(map(int, Priority)))
    try:
        Base()
    except TypeError as e:
        print("TypeError:", e)
    print(fib(80), fib.cache_info().hits)
    log = []
    with stage("a", log) as s1, stage("b", log) as s2:
        log.append(s1 + s2)
    print(log)
    grouped = {k: [j.name for j in g] for k, g in itertools.groupby(
        sorted(jobs, key=lambda j: j.priority), key=lambda j: j.priority.name)}
    print(grouped)
    clone = copy.deepcopy(jobs)
    print(clone == jobs, clone[0] is jobs[0])
    data = pickle.dumps(jobs, protocol=pickle.HIGHEST_PROTOCOL)
    print(pickle.loads(data) == jobs, pickle.loads(pickle.dumps(State.DONE)))
    cache = weakref.WeakValueDictionary()
    cache["p"] = runner
    print(list(cache.keys()), isinstance(runner, Base), issubclass(Printer, Base))
    print(functools.reduce(operator.mul, range(1, 11)), list(itertools.accumulate([1, 2, 3, 4])))
    adder: Callable[[int], int] = functools.partial(operator.add, 10)
    print(adder(5), list(itertools.pairwise("abcd")), list(itertools.batched(range(7), 3)))


main()
