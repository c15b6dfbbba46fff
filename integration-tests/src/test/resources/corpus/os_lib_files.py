# Lib's os, os.path, shutil, tempfile, pathlib, glob and fnmatch over posix and _io.
import os, shutil, tempfile, glob, fnmatch, pathlib, stat, errno

with tempfile.TemporaryDirectory(prefix='oslib') as d:
    print(os.path.isdir(d), os.path.basename(d).startswith('oslib'))
    p = pathlib.Path(d) / 'sub'
    p.mkdir()
    (p / 'a.txt').write_text('hello\n')
    (p / 'b.py').write_bytes(b'print(1)\n')
    (p / 'nested').mkdir()
    (p / 'nested' / 'deep.txt').write_text('deep')
    print(sorted(x.name for x in p.iterdir()), p.exists(), (p / 'nope').exists())
    print(sorted(os.path.relpath(g, d) for g in glob.glob(os.path.join(d, '**', '*.txt'), recursive=True)))
    print(sorted(x.name for x in p.glob('*.py')), sorted(fnmatch.filter(os.listdir(p), '*.t*')))
    shutil.copy(p / 'a.txt', p / 'c.txt')
    print((p / 'c.txt').read_text(), os.path.getsize(p / 'c.txt'), (p / 'c.txt').stat().st_size)
    shutil.copytree(p, pathlib.Path(d) / 'copy')
    for root, dirs, files in os.walk(d):
        dirs.sort()
        print(os.path.relpath(root, d), dirs, sorted(files))
    shutil.move(os.path.join(d, 'copy', 'a.txt'), os.path.join(d, 'moved.txt'))
    print(os.path.exists(os.path.join(d, 'moved.txt')), os.path.exists(os.path.join(d, 'copy', 'a.txt')))
    with open(p / 'a.txt', 'a') as f:
        f.write('more\n')
    print(open(p / 'a.txt').readlines())
    print(stat.filemode(os.stat(p).st_mode)[0], stat.S_ISREG(os.lstat(p / 'a.txt').st_mode))
    os.symlink(p / 'a.txt', os.path.join(d, 'link'))
    print(os.path.islink(os.path.join(d, 'link')), os.path.realpath(os.path.join(d, 'link')) == str(p / 'a.txt'))
    with tempfile.NamedTemporaryFile('w+', dir=d, delete=False, suffix='.tmp') as t:
        t.write('temp')
        name = t.name
    print(open(name).read(), os.path.dirname(name) == d, name.endswith('.tmp'))
    fd, path = tempfile.mkstemp(dir=d)
    os.write(fd, b'mkstemp')
    os.close(fd)
    print(open(path, 'rb').read())
    shutil.rmtree(pathlib.Path(d) / 'copy')
    print(sorted(n for n in os.listdir(d) if n not in (os.path.basename(name), os.path.basename(path))))
    try:
        os.rmdir(p)
    except OSError as e:
        print(type(e).__name__, errno.errorcode[e.errno], os.path.basename(e.filename))
    old = os.getcwd()
    os.chdir(p)
    print(os.path.abspath('a.txt') == str(p / 'a.txt'), sorted(os.listdir()))
    os.chdir(old)
    os.environ['OSLIB_TEST'] = 'value'
    print(os.environ['OSLIB_TEST'], os.getenv('OSLIB_TEST'), os.environb[b'OSLIB_TEST'])
    del os.environ['OSLIB_TEST']
    print(os.getenv('OSLIB_TEST', 'gone'))
print(os.path.exists(d))
print(os.sep, os.linesep == '\n', os.name, os.curdir, os.pardir, os.devnull)
print(os.path.join('/a', 'b', '../c'), os.path.normpath('/a/b/../c/./d'), os.path.splitext('x.tar.gz'))
