# Child processes at the level subprocess builds on: _posixsubprocess.fork_exec with pipes
# from os.pipe, the error pipe protocol for exec failures, os.waitpid and wait statuses,
# os.kill and os.system.
import os
import signal
import sys
import _posixsubprocess


def spawn(args, stdin=-1, stdout=-1, stderr=-1, cwd=None, env=None):
    errpipe_read, errpipe_write = os.pipe()
    exe = os.fsencode(args[0])
    if os.path.dirname(exe):
        exes = (exe,)
    else:
        exes = tuple(os.path.join(os.fsencode(d), exe) for d in os.get_exec_path(env))
    env_list = None if env is None else [os.fsencode(k) + b'=' + os.fsencode(v)
                                         for k, v in env.items()]
    pid = _posixsubprocess.fork_exec(
        [os.fsencode(a) for a in args], exes, True, (errpipe_write,), cwd, env_list,
        stdin, -1, -1, stdout, -1, stderr, errpipe_read, errpipe_write,
        True, False, -1, None, None, None, -1, None, True)
    os.close(errpipe_write)
    data = b''
    while True:
        part = os.read(errpipe_read, 100)
        if not part:
            break
        data += part
    os.close(errpipe_read)
    return pid, data


def read_all(fd):
    out = b''
    while True:
        part = os.read(fd, 1000)
        if not part:
            break
        out += part
    os.close(fd)
    return out


def run(args, data=None, **kw):
    in_r, in_w = os.pipe()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    pid, err = spawn(args, in_r, out_w, err_w, **kw)
    for fd in (in_r, out_w, err_w):
        os.close(fd)
    if data:
        os.write(in_w, data)
    os.close(in_w)
    out, errout = read_all(out_r), read_all(err_r)
    wpid, status = os.waitpid(pid, 0)
    print(args[0], 'errpipe', err, 'out', out, 'err', errout,
          'exit', os.waitstatus_to_exitcode(status), wpid == pid)


run(['echo', 'hello', 'world'])
run(['/bin/sh', '-c', 'echo to out; echo to err >&2; exit 3'])
run(['cat'], data=b'fed through a pipe\n')
run(['tr', 'a-z', 'A-Z'], data=b'upper case me\n')
run(['pwd'], cwd='/')
run(['/bin/sh', '-c', 'echo $GREETING'], env={'GREETING': 'hi there'})
run(['no-such-program-here'])
run(['/bin/true'], cwd='/no/such/dir')

# a pipeline: the first child's output is the second child's input
r, w = os.pipe()
out_r, out_w = os.pipe()
p1, _ = spawn(['printf', 'pear\\napple\\nfig\\n'], stdout=w)
p2, _ = spawn(['sort'], stdin=r, stdout=out_w)
for fd in (r, w, out_w):
    os.close(fd)
print(read_all(out_r))
print(os.waitstatus_to_exitcode(os.waitpid(p1, 0)[1]),
      os.waitstatus_to_exitcode(os.waitpid(p2, 0)[1]))

# signals to a child, and statuses
pid, _ = spawn(['sleep', '30'])
print(os.waitpid(pid, os.WNOHANG))
os.kill(pid, signal.SIGTERM)
_, status = os.waitpid(pid, 0)
print(os.WIFSIGNALED(status), os.WTERMSIG(status), os.waitstatus_to_exitcode(status))
try:
    os.waitpid(pid, 0)
except ChildProcessError as e:
    print(type(e).__name__, e)

sys.stdout.flush()
status = os.system('echo from a shell; exit 5')
print(os.WIFEXITED(status), os.WEXITSTATUS(status))
