# heapq and bisect: heap layouts as CPython leaves them, merging, top-n, binary search.
import bisect
import heapq

heap = []
for v in [7, 3, 9, 1, 5, 8, 2]:
    heapq.heappush(heap, v)
print(heap)
data = [5, 3, 8, 1, 9, 2, 7, 4, 6, 0]
heapq.heapify(data)
print(data, heapq.heappop(data), data)
print(heapq.heapreplace(data, 11), heapq.heappushpop(data, -1), data)
print(heapq.nlargest(3, [4, 1, 7, 3, 9]), heapq.nsmallest(2, "heapq"))
print(heapq.nlargest(2, [("a", 2), ("b", 3), ("c", 3)], key=lambda t: t[1]))
print(list(heapq.merge([1, 4, 7], [2, 5], [3, 6, 9])))
print(list(heapq.merge(["bb", "a"], ["ccc"], key=len, reverse=True)))
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError:", e)

xs = [1, 3, 3, 3, 7]
print([bisect.bisect_left(xs, v) for v in range(9)])
print([bisect.bisect_right(xs, v) for v in range(9)])
bisect.insort(xs, 4)
bisect.insort_left(xs, 3)
print(xs, bisect.bisect(xs, 3, 0, 3), bisect.bisect_left(xs, 3, lo=5))
records = [("a", 1), ("b", 4), ("c", 9)]
print(bisect.bisect_left(records, 4, key=lambda r: r[1]))
bisect.insort(records, ("x", 5), key=lambda r: r[1])
print(records)
try:
    bisect.bisect([], 1, -1)
except ValueError as e:
    print("ValueError:", e)
