def fn0(v0, v1, v2, v3, v4):
    with v4 as v3:
        v4 += v3
    v0 += [x for x in v3 if x]
    v0 += v4 + 4

def fn1(v0, v1, v2, v3, v4):
    return f(v4)
    v0 = v1 if v4 else h()

def fn2(v0, v1):
    while v0:
        with not v0 as v0:
            for v1 in [x for x in v0 if x]:
                if f(v0):
                    v1 = [x for x in v0 if x]
                    break
                    v0 = v0 if v0 else h()
                elif o.m(v1, k=1):
                    continue
                for v1 in [x for x in v0 if x]:
                    v1 = v0 and g()
                    f(v0 + 3)
            else:
                if v0 and g():
                    return v1 if v0 else h()
                    v1 += v0 if v0 else h()
                elif v0 + 1:
                    break
                else:
                    v1 += f(v1)
                    v0 = v0
                    return v1 < 4 < v1
                with v1 as v0:
                    break
                continue
            for v0 in v0 if v0 else h():
                continue
                continue
                with v1 + 0 as v0:
                    v1 = o.m(v0, k=1)
            else:
                with f(v0) as v1:
                    f([x for x in v0 if x])
                if f(v0):
                    break
                    f(v0 and g())
                elif f(v0):
                    f(v1)
                    f(not v0)
                return
            v0 = f(v1)
        return f(v0)
    while v0 < 2 < v0:
        continue

def fn3(v0, v1, v2, v3, v4):
    with v0 as v4:
        try:
            v4 = f(v0)
            f(o.m(v2, k=1))
            while not v4:
                with v0 as v4:
                    v4 += not v0
                v1 = not v0
        except E0 as e:
            while v1:
                try:
                    return v1 < 3 < v1
                    return v3 if v1 else h()
                finally:
                    f(v2 if v1 else h())
                    f(v2 + 0)
        except E1 as e:
            f([x for x in v3 if x])
        try:
            while v3 < 0 < v3:
                for v4 in [x for x in v0 if x]:
                    v2 += v4 + 1
                    break
                    f(v2 if v1 else h())
            f(v0)
        except E0:
            if [x for x in v3 if x]:
                v3 = v4 + 1
            elif v2:
                try:
                    return v3 and g()
                finally:
                    return o.m(v0, k=1)
                    v3 += v2 if v0 else h()
                f(o.m(v1, k=1))
                f(v4 < 2 < v4)
            v2 = f(v4)
            v3 = v2
        except E1 as e:
            if v3 + 1:
                while v3 and g():
                    return
                    return
                    break
                f(v3)
                try:
                    v2 += v3
                    f(v1)
                    return (yield v0)
                finally:
                    v4 = v0
                    v3 = v0 and g()
            elif not v4:
                try:
                    return not v3
                except E0 as e:
                    v2 = v1 + 0
                    f(v1 + 2)
                except E1 as e:
                    f(f(v3))
                    return v4
                else:
                    return v3
                try:
                    f(v4)
                    f(v2 and g())
                    v4 += v2 if v1 else h()
                finally:
                    v1 = v1 and g()
        else:
            try:
                v1 += v3 + 0
                if v2 < 0 < v2:
                    v4 += f(v1)
                    return v4
                    return v0 if v1 else h()
                f(v0 and g())
            except E0 as e:
                while o.m(v3, k=1):
                    v3 += v1
                    v0 += v0 if v1 else h()
                    break
            except E1 as e:
                return v0 < 0 < v0
        try:
            if v4 < 2 < v4:
                f(v3 and g())
                while o.m(v2, k=1):
                    break
            elif [x for x in v2 if x]:
                f(v2)
                v1 = [x for x in v2 if x]
            else:
                try:
                    v3 = not v4
                except E0:
                    v0 = f(v4)
                    f(o.m(v3, k=1))
                try:
                    v2 += v2 < 4 < v2
                except E0:
                    v3 = v0
                    v3 = o.m(v1, k=1)
                    return
                except E1:
                    v3 = o.m(v3, k=1)
                    v4 += v3
                    v2 += [x for x in v4 if x]
                finally:
                    v0 += v0 if v4 else h()
                    v1 = o.m(v3, k=1)
                v2 = v3 + 4
            while o.m(v1, k=1):
                with v1 + 4 as v2:
                    return v1
                return not v3
                f(v0 < 4 < v0)
            else:
                with not v3 as v1:
                    v4 += v3 < 4 < v3
                    f(v1 if v3 else h())
                    v4 = v2
                while v2:
                    return [x for x in v1 if x]
                    f(v1)
                    f(v0 + 2)
                else:
                    v0 = v1
            f(v4 if v2 else h())
        except E0 as e:
            while v3 and g():
                f(v4 if v3 else h())
        except E1 as e:
            while v4 < 2 < v4:
                return v2
                f(f(v2))
                try:
                    continue
                    break
                finally:
                    v0 = v2 if v4 else h()
                    v2 = v3 < 2 < v3
        else:
            while v0 < 3 < v0:
                break
                with not v2 as v4:
                    f(v4 if v0 else h())
                    v2 += v0 < 3 < v0
                break
            return
            try:
                return [x for x in v3 if x]
                v1 = v4 + 4
                v4 += v2 + 3
            finally:
                return f(v4)

