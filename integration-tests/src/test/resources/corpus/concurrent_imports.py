# Threads importing modules at the same time: the import lock and the interpreter lock must
# not wait for each other (a thread waiting for another's import lets it run).
import sys
import threading

results = []


def worker(n):
    import concurrent.futures as cf
    import json
    import email.message
    results.append((n, cf.ThreadPoolExecutor.__name__, json.dumps([n]),
                    email.message.Message.__name__))


threads = [threading.Thread(target=worker, args=(i,)) for i in range(6)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(results))
print("concurrent.futures" in sys.modules)
