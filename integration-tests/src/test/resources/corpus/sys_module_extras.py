"""sys attributes CPython's test_sys checks: struct sequences that refuse new instances,
thread_info, call_tracing, orig_argv apart from argv, excepthook given a non-exception and a
SyntaxError whose filename is bytes."""
import io
import sys

for kind in (type(sys.flags), type(sys.version_info)):
    for make in (lambda: kind(), lambda: kind((1,) * 20)):
        try:
            make()
            print(kind.__name__, 'made')
        except TypeError as e:
            print(kind.__name__, 'TypeError')
print(type(sys.thread_info).__name__, sys.thread_info.name, len(sys.thread_info),
      sys.thread_info._fields if hasattr(sys.thread_info, '_fields') else 'fields')
print(type(sys.thread_info)(('a', 'b', None)))
print(sys._is_gil_enabled())
print(sys.call_tracing(lambda *a: sum(a), (1, 2, 3)))
for bad in ([1], None):
    try:
        sys.call_tracing(print, bad)
    except TypeError as e:
        print(e)
print(sys.orig_argv is not sys.argv, isinstance(sys.orig_argv, list))

saved = sys.stderr
sys.stderr = io.StringIO()
try:
    sys.excepthook(1, '1', 1)
    try:
        raise SyntaxError('msg', (b'bytes_filename', 123, 0, 'text'))
    except SyntaxError:
        sys.excepthook(*sys.exc_info())
    shown = sys.stderr.getvalue()
finally:
    sys.stderr = saved
print(shown.splitlines()[0])
print(shown.splitlines()[-3:])
