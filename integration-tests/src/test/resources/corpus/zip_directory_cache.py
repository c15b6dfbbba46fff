# zipimport's table of contents of an archive on sys.path (an interpreter may have put it in
# the cache ahead of time) is the one zipimport's own reader makes, entry for entry.
import sys
import zipimport

checked = 0
for path, files in list(zipimport._zip_directory_cache.items()):
    fresh = zipimport._read_directory(path)
    assert files == fresh, path
    for name, entry in files.items():
        assert type(entry) is tuple and len(entry) == 8, name
        assert all(type(v) is int for v in entry[1:]), name
    checked += 1
mod = __import__("json")
print("tables match; json imported:", mod.__name__)
