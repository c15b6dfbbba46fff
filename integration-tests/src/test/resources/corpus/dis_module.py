# Lib's dis over co_code, co_linetable, co_exceptiontable and _opcode: the listing CPython
# 3.13 prints for the same functions.
import dis


def branches(x, y=2, *rest, flag=False):
    if x > y and not flag:
        return [v * 2 for v in rest if v]
    elif x == y:
        x += 1
    while x:
        x -= 1
        if x == 5:
            break
    else:
        y = None
    return x, y


def handlers(path):
    try:
        with open(path) as f:
            return f.read()
    except (OSError, ValueError) as e:
        print(e)
    finally:
        path = None
    for i in range(3):
        try:
            continue
        except* KeyError:
            pass


def calls(obj, items):
    obj.method(1, key=2)
    print(*items, sep="")
    total = sum([i ** 2 for i in items])
    del obj.attr
    return {**items, "total": total}, items[1:-1], f"{total!r:>10}"


def big_jumps(n):
    # a long body: jumps past 256 code units need EXTENDED_ARG
    while n:
        n = n + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16
        n = n + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16
        n = n + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16
        n = n + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16
        n = n + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16
        n = n + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16
        n = n + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16
        n = n + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15 + 16
        n = n * 0
    return n


for fn in (branches, handlers, calls, big_jumps):
    dis.dis(fn)
    print()

dis.dis(calls, show_caches=True)
dis.dis(branches, show_offsets=True)
dis.dis("a = b.c[d] + e(f)")
for ins in dis.get_instructions(handlers):
    print(ins.opname, ins.opcode, ins.arg, repr(ins.argval), ins.offset, ins.start_offset,
          ins.starts_line, ins.line_number, ins.is_jump_target, ins.jump_target,
          ins.cache_info is not None, ins.positions)


def info(fn):
    # without the Filename line: the program's path differs between runs
    print("\n".join(l for l in dis.code_info(fn).splitlines() if not l.startswith("Filename")))


info(branches)
print(list(dis.findlinestarts(handlers.__code__)))
print(dis.findlabels(branches.__code__.co_code))
print(list(branches.__code__.co_lines())[:6])
print(list(calls.__code__.co_positions())[:6])
print(handlers.__code__.co_exceptiontable.hex())
print(dis._parse_exception_table(handlers.__code__))
print(dis.stack_effect(dis.opmap["BUILD_LIST"], 3), dis.stack_effect(dis.opmap["FOR_ITER"], 4, jump=True),
      dis.stack_effect(dis.opmap["FOR_ITER"], 4, jump=False))
print(dis.opmap["LOAD_FAST"], dis.opname[dis.opmap["CALL"]], dis.HAVE_ARGUMENT,
      len(dis.hasjrel), dis.hasjabs, dis.hasconst, dis.hasfree[:3])
print(dis.COMPILER_FLAG_NAMES[32], dis.pretty_flags(handlers.__code__.co_flags))
bc = dis.Bytecode(branches)
print(bc.first_line, bc.codeobj.co_name, len(list(bc)))
print(bc.dis().count("\n"))
info(big_jumps)
info(calls)
