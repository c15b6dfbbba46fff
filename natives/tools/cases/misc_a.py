SETUP = '''
import _queue, _statistics, _sysconfig, resource, _tracemalloc, sys
q = _queue.SimpleQueue()
class Q(_queue.SimpleQueue):
    pass
sq = Q()
sq.x = 5
'''
EXPRS = [
    "q.put(1)", "q.qsize()", "q.get()", "q.get(False)", "q.get(timeout=-1)",
    "q.get(timeout=0.01)", "q.get_nowait()", "q.put_nowait(3)", "q.empty()",
    "q.get(block=True, timeout=0)", "_queue.Empty", "_queue.Empty.__mro__",
    "_queue.SimpleQueue(1)", "q.put(1, 2, 3, 4)", "q.__class_getitem__(int)",
    "type(q).__module__", "q.get_nowait(1)", "q.get(timeout='a')", "q.put()",
    "_queue.SimpleQueue.__doc__", "(sq.x, sq.put(2), sq.get())",
    "_statistics._normal_dist_inv_cdf(0.5, 0, 1)",
    "_statistics._normal_dist_inv_cdf(0.975, 1.5, 2)",
    "_statistics._normal_dist_inv_cdf(0.01, 0, 1)",
    "_statistics._normal_dist_inv_cdf(1e-20, 0, 1)",
    "_statistics._normal_dist_inv_cdf(1e-300, 0, 1)",
    "_statistics._normal_dist_inv_cdf(0.999999, 3, 1)",
    "_statistics._normal_dist_inv_cdf(0, 0, 1)",
    "_statistics._normal_dist_inv_cdf(1.5, 0, 1)",
    "_statistics._normal_dist_inv_cdf(0.2, 0, -1)",
    "_statistics._normal_dist_inv_cdf('a', 0, 1)",
    "_statistics._normal_dist_inv_cdf(1, 2)",
    "_statistics._normal_dist_inv_cdf(p=0.2, mu=0, sigma=1)",
    "_sysconfig.config_vars()",
    "sys.implementation._multiarch",
    "resource.getpagesize()", "resource.getrlimit(99)", "resource.getrlimit(-1)",
    "resource.getrlimit('a')", "resource.error",
    "type(resource.getrusage(resource.RUSAGE_SELF))", "resource.getrusage(5)",
    "resource.getrusage(2**70)", "resource.struct_rusage.n_fields", "resource.RLIM_INFINITY",
    "resource.setrlimit(resource.RLIMIT_NOFILE, (1, 2, 3))",
    "resource.setrlimit(resource.RLIMIT_CORE, 5)", "resource.setrlimit(99, (1, 1))",
    "resource.setrlimit(resource.RLIMIT_NOFILE, (30000, 20000))",
    "resource.setrlimit(resource.RLIMIT_NOFILE, (100, 'a'))",
    "resource.setrlimit(resource.RLIMIT_NOFILE, (100, 2**70))",
    "resource.setrlimit(resource.RLIMIT_NOFILE, (-5, 100))",
    "resource.prlimit(0, resource.RLIMIT_NOFILE, (50, 100), 3)",
    "resource.getrlimit(resource.RLIMIT_NOFILE) == resource.prlimit(0, resource.RLIMIT_NOFILE)",
    "resource.getrusage(0).ru_maxrss > 0",
    "_tracemalloc.start(0)", "_tracemalloc.start(70000)", "_tracemalloc.start('a')",
    "_tracemalloc.get_traced_memory()", "_tracemalloc._get_traces()", "_tracemalloc.start(2)",
    "_tracemalloc.get_traceback_limit()", "_tracemalloc.is_tracing()", "_tracemalloc.stop()",
    "_tracemalloc.is_tracing()", "_tracemalloc.start(nframe=3)",
]
