def fn0(v0, v1, v2, v3, v4):
    try:
        try:
            with v3 as v2:
                try:
                    f(v2 and g())
                    v1 += v0
                    f(v4 < 3 < v4)
                finally:
                    v0 = v4 if v0 else h()
            try:
                try:
                    v4 += v4 and g()
                    v4 = v1
                    return not v4
                except E0:
                    v0 = [x for x in v1 if x]
                    v2 += [x for x in v3 if x]
                    v2 = v1 < 2 < v1
                except E1 as e:
                    f(o.m(v3, k=1))
                    v4 = v0 if v3 else h()
                    v3 = v1
                else:
                    f([x for x in v0 if x])
                    v3 = not v2
                    v4 += v0
                finally:
                    return v3 if v1 else h()
                    return v1 if v4 else h()
            except E0:
                v1 += (yield v0)
                return
        except E0:
            for v0 in v1:
                continue
                for v3 in not v1:
                    continue
                    v2 += not v4
            else:
                try:
                    v0 = v1
                finally:
                    f(o.m(v1, k=1))
                    return [x for x in v4 if x]
                v3 = v3
            f(v1)
            try:
                try:
                    v1 = v0 + 0
                except E0:
                    v2 = [x for x in v1 if x]
                    v4 += v3
                except E1:
                    return v3 < 2 < v3
                else:
                    f([x for x in v2 if x])
                    f(v2 and g())
                finally:
                    return v4 < 3 < v4
                    f(v0 if v0 else h())
                while v2 if v3 else h():
                    f(v1)
                    v1 += not v4
            finally:
                if v3 + 1:
                    return f(v0)
                    v2 += v0 < 3 < v0
                v1 += v3 if v4 else h()
                v2 += v3 + 3
        finally:
            return v4 < 1 < v4
            v2 += v0
            try:
                return not v3
                try:
                    f(f(v2))
                except E0:
                    v2 += [x for x in v1 if x]
                except E1:
                    v4 = v2 + 0
                finally:
                    v1 += [x for x in v1 if x]
            except E0:
                while v4 if v3 else h():
                    continue
    finally:
        for v3 in o.m(v2, k=1):
            try:
                for v0 in not v1:
                    return
                    return v4 < 0 < v4
                v2 += v0 if v0 else h()
                try:
                    v1 = f(v0)
                except E0:
                    break
                    break
                    break
            finally:
                f(v2 + 2)
                v2 += not v0
            break
        v1 = f(v1)
        with o.m(v2, k=1) as v3:
            while not v3:
                if v4:
                    v1 = o.m(v2, k=1)
                    v4 += v4 and g()
                with v2 < 3 < v2 as v2:
                    v4 = v3 and g()
            v4 += v4
    for v3 in [x for x in v2 if x]:
        while v4:
            f(o.m(v4, k=1))
            if v4 < 4 < v4:
                v2 += v2 < 3 < v2
                v4 = (yield v2)
            else:
                v3 += [x for x in v0 if x]
                v3 += [x for x in v1 if x]
        else:
            if [x for x in v1 if x]:
                f(v4 and g())
                with v3 and g() as v2:
                    break
                    break
                while v1 if v4 else h():
                    return v4 < 2 < v4
                    break
                    f([x for x in v0 if x])
            v4 += v3
            while o.m(v2, k=1):
                v1 = not v0
                f(v2 if v1 else h())
            else:
                try:
                    v4 += v0 if v1 else h()
                    f([x for x in v4 if x])
                except E0:
                    f(v0 if v2 else h())
                except E1 as e:
                    break
                    break
                    continue
                continue
                try:
                    break
                except E0:
                    v4 = not v4
                except E1:
                    break
                    v4 = o.m(v2, k=1)
                    f(f(v2))
        for v1 in o.m(v2, k=1):
            try:
                f(v2 < 2 < v2)
                while v0 + 0:
                    v4 = v1 and g()
                try:
                    f(v2 if v3 else h())
                finally:
                    return not v4
            finally:
                while v2 + 2:
                    break
                    f(v4 < 2 < v4)
                else:
                    break
                    break
                    v0 += [x for x in v4 if x]
                try:
                    continue
                    v4 += v4 < 1 < v4
                    v2 = v1
                finally:
                    f(f(v0))
                    continue
                    return
                continue
            for v0 in v3 if v2 else h():
                while not v2:
                    f(f(v0))
                with v4 if v3 else h() as v1:
                    break
                    f(v4 and g())
                    continue
    else:
        try:
            for v4 in v0 < 3 < v0:
                with o.m(v0, k=1) as v4:
                    break
                    f(v1)
                    f(v4 and g())
                return v1 + 1
                with v1 and g() as v3:
                    break
        except E0 as e:
            v2 += v4
            try:
                f(v1)
                try:
                    v3 = v4 + 3
                    f(v3)
                    v0 = f(v0)
                finally:
                    f(v2)
                    return
                    f(v0 and g())
            finally:
                v2 = v0 and g()
                f([x for x in v0 if x])
        for v2 in v0:
            with o.m(v0, k=1) as v4:
                while f(v2):
                    v2 += v1 < 2 < v1
                with v2 + 0 as v3:
                    break
        else:
            with o.m(v3, k=1) as v4:
                f(v1)
                with [x for x in v3 if x] as v1:
                    v1 += v0 + 1
                    v3 += v3
                    f(o.m(v0, k=1))
                v0 += v4 < 3 < v4
            v2 = [x for x in v3 if x]
        while v2 < 2 < v2:
            f(v3 if v2 else h())
        else:
            v1 += v4 + 1
            for v0 in v0 and g():
                while v0 < 1 < v0:
                    break
                else:
                    continue

def fn1(v0, v1, v2):
    v2 += v1 < 3 < v1

def fn2(v0, v1):
    v1 += f(v1)

def fn3(v0, v1):
    with v0 as v0:
        v1 = v0
        try:
            f(f(v1))
            v1 = v1
        except E0:
            with v0 as v1:
                if v1 < 1 < v1:
                    f(v1)
                    v0 = v0 and g()
                    v0 = v1
            return v0 and g()
        except E1:
            try:
                v1 += v0 + 4
                f(o.m(v1, k=1))
            finally:
                for v1 in not v1:
                    return f(v0)
                    return v0 and g()
                try:
                    v1 = not v1
                finally:
                    v1 = v1 + 1
                    v0 += o.m(v0, k=1)
                    v1 = o.m(v1, k=1)
                try:
                    return v0 and g()
                    f(v1 if v0 else h())
                    v0 = v0
                finally:
                    return v1
            try:
                try:
                    f(not v1)
                    return [x for x in v1 if x]
                    v0 = v0
                except E0 as e:
                    v1 = v1 if v0 else h()
                    v0 = v1
                finally:
                    v0 = [x for x in v0 if x]
                    return v1 < 4 < v1
                return
                f(v1 < 3 < v1)
            finally:
                return

