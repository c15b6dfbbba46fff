# posix, errno and _stat: files, directories, descriptors and errors, in a fresh
# directory under /tmp (names printed relative to it, so the output is deterministic).
import posix, errno, _stat

base = '/tmp/posix_files_%d' % posix.getpid()
posix.mkdir(base, 0o755)
old_cwd = posix.getcwd()
posix.chdir(base)
try:
    print(posix.getcwd() == base, posix.listdir())

    fd = posix.open('data.txt', posix.O_WRONLY | posix.O_CREAT | posix.O_EXCL, 0o644)
    print('fd', fd >= 3, posix.write(fd, b'line one\nline two\n'))
    posix.close(fd)
    posix.chmod('data.txt', 0o644)
    try:
        posix.open('data.txt', posix.O_WRONLY | posix.O_CREAT | posix.O_EXCL)
    except FileExistsError as e:
        print(type(e).__name__, e.errno == errno.EEXIST, e.filename, e)

    fd = posix.open('data.txt', posix.O_RDONLY)
    print(posix.read(fd, 4), posix.lseek(fd, 0, 1), posix.read(fd, 100))
    print(posix.lseek(fd, -4, 2), posix.read(fd, 100), posix.read(fd, 100))
    st = posix.fstat(fd)
    posix.close(fd)
    print('size', st.st_size, st[6], len(st), _stat.S_ISREG(st.st_mode), _stat.filemode(st.st_mode))

    fd = posix.open('data.txt', posix.O_WRONLY | posix.O_APPEND)
    posix.write(fd, b'three\n')
    posix.close(fd)
    fd = posix.open('data.txt', posix.O_RDWR)
    posix.ftruncate(fd, 9)
    print(posix.read(fd, 100))
    posix.close(fd)

    posix.mkdir('sub')
    posix.mkdir(b'sub/deeper')
    posix.symlink('data.txt', 'link')
    print(sorted(posix.listdir('.')), sorted(posix.listdir(b'sub')))
    for e in sorted(posix.scandir('.'), key=lambda e: e.name):
        print(repr(e), e.path, e.is_dir(), e.is_file(), e.is_symlink(), e.is_file(follow_symlinks=False))
    print(_stat.S_ISLNK(posix.lstat('link').st_mode), posix.readlink('link'), posix.stat('link').st_size)

    posix.rename('data.txt', 'sub/moved.txt')
    print(sorted(posix.listdir('sub')), posix.access('data.txt', posix.F_OK), posix.access('sub/moved.txt', posix.R_OK))
    for call in (lambda: posix.stat('link'), lambda: posix.rmdir('sub'), lambda: posix.unlink('sub'),
                 lambda: posix.rmdir('link'), lambda: posix.rename('nothing', 'else'),
                 lambda: posix.stat('sub/moved.txt/'), lambda: posix.read(1000, 1),
                 lambda: posix.listdir('nothing'), lambda: posix.readlink('sub')):
        try:
            call()
        except OSError as e:
            print(type(e).__name__, e.errno, errno.errorcode[e.errno], e.strerror, e.filename, e.filename2)

    r, w = posix.pipe()
    posix.write(w, b'through the pipe')
    posix.close(w)
    print(posix.read(r, 7), posix.read(r, 100), posix.read(r, 100), _stat.S_ISFIFO(posix.fstat(r).st_mode))
    posix.close(r)

    for name in ('link', 'sub/moved.txt'):
        posix.unlink(name)
    posix.rmdir('sub/deeper')
    posix.rmdir('sub')
    print(posix.listdir())
finally:
    posix.chdir(old_cwd)
    posix.rmdir(base)
print(posix.access(base, posix.F_OK))
print(posix.strerror(errno.ENOENT), errno.errorcode[errno.EAGAIN], errno.EWOULDBLOCK == errno.EAGAIN)
print(OSError(2, 'msg', 'f'), type(OSError(2, 'msg')).__name__, OSError(2, 'x', 'a', None, 'b'))
print(type(OSError(errno.EPIPE, 'x')).__name__, type(OSError(errno.ETIMEDOUT, 'x')).__name__)
e = BlockingIOError(errno.EAGAIN, 'busy', 3)
print(e.characters_written, e.args, OSError(1, 'x', 'f').args)
